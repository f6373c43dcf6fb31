"use client";

import { XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils.shared";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import { useAdminResource } from "../admin-api";
import { contractorName } from "../format";
import { isPageOf, type PageOf } from "../paging";

/** How many painters the picker offers; the list answers a search, it is not a directory. */
export const PAINTER_SUGGESTIONS = 8;
const SEARCH_DELAY_MS = 250;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isContractorPage = isPageOf<"contractors", AdminContractor>("contractors");
type ContractorPage = PageOf<"contractors", AdminContractor>;
const NO_OPTIONS: AdminContractor[] = [];

export interface PickedPainter {
  id: string;
  name: string;
}

/** The name of the painter a link names, fetched once when the picker did not choose it itself. */
function usePainterName(id: string, known: PickedPainter | null): string | null {
  const needed = id !== "" && known?.id !== id && UUID.test(id);
  const { resource } = useAdminResource<AdminContractor>(needed ? `/api/admin/contractors/${id}` : null);
  if (!id) return null;
  if (known?.id === id) return known.name;
  return resource.data?.id === id ? contractorName(resource.data) : null;
}

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The painters matching a search, asked once the typing pauses. `searching` until the answer to
 * this very search is in (the resource keeps the last answer until then).
 */
function usePainterSearch(query: string) {
  const settled = useSettled(query, SEARCH_DELAY_MS);
  const url =
    settled && settled === query
      ? `/api/admin/contractors?${new URLSearchParams({ q: settled, limit: String(PAINTER_SUGGESTIONS) })}`
      : null;
  const { resource } = useAdminResource<ContractorPage>(url, { accept: isContractorPage });
  // The answer on screen when this URL was asked for: until it changes, this search has none.
  const [asked, setAsked] = useState({ url, before: resource });
  if (asked.url !== url && url !== null) setAsked({ url, before: resource });
  const answered = url !== null && resource !== asked.before && resource.status !== "loading";
  const failed = answered && resource.status === "error";
  return {
    searching: query !== "" && !answered,
    failed,
    // While the next answer is on its way the last one stays, as the list the user is looking at.
    options: query && !failed ? (resource.data?.contractors ?? NO_OPTIONS) : NO_OPTIONS,
  };
}

/**
 * A search-as-you-type choice of one painter among thousands (ARIA combobox with a listbox
 * popup): arrows move, Enter picks, Escape closes. Once one is picked it shows their name with a
 * clear button. `value` is the painter's id (from the URL).
 */
export function PainterPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (painter: PickedPainter | null) => void;
}) {
  const listId = useId();
  const [picked, setPicked] = useState<PickedPainter | null>(null);
  const name = usePainterName(value, picked);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const focusAfterChange = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);

  const query = text.trim();
  const { options, searching, failed: searchFailed } = usePainterSearch(query);
  // A new answer starts without an active option.
  const [optionsShown, setOptionsShown] = useState(options);
  if (optionsShown !== options) {
    setOptionsShown(options);
    setActive(-1);
  }

  // Keeps the keyboard where the user was when the input and the chosen name swap places.
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    (value ? clearRef.current : inputRef.current)?.focus();
  }, [value]);

  function choose(painter: AdminContractor) {
    const next = { id: painter.id, name: contractorName(painter) };
    setPicked(next);
    setText("");
    setOpen(false);
    focusAfterChange.current = true;
    onChange(next);
  }

  function clear() {
    focusAfterChange.current = true;
    onChange(null);
  }

  if (value) {
    const shown = name ?? (UUID.test(value) ? "Loading…" : value);
    return (
      <div className="flex min-h-11 items-center gap-1 rounded-md border pl-3">
        <Input
          id={id}
          readOnly
          value={shown}
          className="h-auto min-w-0 flex-1 border-0 px-0 shadow-none focus-visible:ring-0"
        />
        <Button
          ref={clearRef}
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 shrink-0"
          onClick={clear}
        >
          <XIcon aria-hidden />
          <span className="sr-only">Clear painter {name ?? ""}</span>
        </Button>
      </div>
    );
  }

  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (options.length === 0) return;
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      case "Enter":
        // Never submits a surrounding form: Enter here means "this painter".
        event.preventDefault();
        if (expanded && active >= 0) choose(options[active]!);
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        return;
    }
  }

  const status = !query
    ? ""
    : searching
      ? "Searching painters…"
      : searchFailed
        ? "The painters could not be searched."
        : options.length === 0
          ? "No painters found"
          : `${options.length} painter${options.length === 1 ? "" : "s"} found`;

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search painters by name or e-mail"
        className="h-11"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="sr-only">
        {open ? status : ""}
      </p>
      {open && query && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
          {options.length > 0 ? (
            <ul id={listId} role="listbox" aria-label="Painters" className="max-h-72 overflow-y-auto">
              {options.map((c, i) => (
                <li
                  key={c.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={cn(
                    "flex cursor-pointer flex-col rounded-sm px-2 py-2 text-sm",
                    i === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
                  )}
                  // Keeps the focus in the input so the blur does not close the list before the click.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(c)}
                >
                  <span className="font-medium">{contractorName(c)}</span>
                  <span className="text-xs break-all text-muted-foreground">{c.email}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-2 py-2 text-sm text-muted-foreground">{status}</p>
          )}
        </div>
      )}
    </div>
  );
}
