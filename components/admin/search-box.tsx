"use client";

import { SearchIcon } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils.shared";

/**
 * The search of a server-paged admin list: it runs on Enter or the Search button, not per keystroke
 * (each one is a query over a large table).
 */
export function SearchBox({
  id,
  name,
  label,
  placeholder,
  value,
  onValueChange,
  onSearch,
  inputRef,
  className,
}: {
  id: string;
  /** The search landmark's name ("Bookings"). */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The trimmed text. */
  onSearch: (q: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  return (
    <form
      role="search"
      aria-label={name}
      className={cn("flex flex-col gap-3 sm:flex-row sm:items-end", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id={id}
            type="search"
            className="h-11 pl-9"
            placeholder={placeholder}
            maxLength={100}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" className="min-h-11">
        <SearchIcon aria-hidden />
        Search
      </Button>
    </form>
  );
}
