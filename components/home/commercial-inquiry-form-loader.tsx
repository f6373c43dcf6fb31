"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { buttonAttributes } from "@/components/ui/button-variants";
import { inputClassName, textareaClassName } from "@/components/ui/field-classes";
import { Send } from "@/components/ui/static-icons/send";
import { useHydrated } from "@/components/hooks/use-hydrated";
import english from "@/messages/en/commercialInquiry.json";
import type {
  CommercialInquiryFormProps,
  CommercialInquiryFormValues,
  CommercialInquiryTexts,
} from "./commercial-inquiry-form";

/** The title that names this placeholder and, after it, the real form (the same id in both). */
const TITLE_ID = "commercial-form-title";

const FIELDS = ["name", "company", "email", "phone", "message"] as const;
type FieldName = (typeof FIELDS)[number];

const isField = (name: string | null | undefined): name is FieldName => FIELDS.includes(name as FieldName);

/** The real form's code, fetched on demand. Exported for the unit tests, which load it before they assert. */
export const loadCommercialInquiryForm = () => import("./commercial-inquiry-form");

/**
 * The commercial form sits at the very bottom of the home page, so its code (the form, its
 * schema and zod/mini) is fetched only when the visitor scrolls near it, touches it or
 * tabs into it. Until then a look-alike placeholder is rendered on the server; whatever is typed
 * into it, the focused field and a submit carry over to the real form, all in one task, so no key
 * typed at that moment is lost. The placeholder borrows
 * the fields' classes, not their components, so it ships no class-merging code either.
 * Measured on the production build: the home page is 148.1 kB (budget 150) with this placeholder;
 * the real form (3.7 kB gzip) with its zod/mini schema (24.7 kB) up front would take it to about 175.
 */
export function CommercialInquiryFormLoader({ texts = english }: { texts?: CommercialInquiryTexts }) {
  const [loaded, setLoaded] = useState<{
    Form: ComponentType<CommercialInquiryFormProps>;
    props: CommercialInquiryFormProps;
  } | null>(null);
  const shell = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitted = useRef(false);
  const hydrated = useHydrated();

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadCommercialInquiryForm().then(({ CommercialInquiryForm }) => {
      const values: Partial<CommercialInquiryFormValues> = {};
      const data = shell.current ? new FormData(shell.current) : null;
      for (const field of FIELDS) {
        const value = data?.get(field);
        if (typeof value === "string" && value) values[field] = value;
      }
      const active = document.activeElement?.getAttribute("name");
      const focusField =
        shell.current?.contains(document.activeElement) && isField(active) ? active : undefined;
      // Swap in the same event-loop task as the values are read: a plain state update
      // renders later, and anything typed into the placeholder in between would be lost.
      flushSync(() =>
        setLoaded({
          Form: CommercialInquiryForm,
          props: { initialValues: values, submitOnMount: submitted.current, texts },
        }),
      );
      // The focus moves in the same task as well: until it does, a key typed goes to the page.
      // (A focus in the form's effects would come a task or more later.)
      if (focusField) {
        document
          .querySelector<HTMLElement>(`form[aria-labelledby="${TITLE_ID}"] [name="${focusField}"]`)
          ?.focus();
      }
    });
  }, [texts]);

  useEffect(() => {
    const target = shell.current;
    if (!target || typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [load]);

  if (loaded) return <loaded.Form {...loaded.props} />;

  return (
    <form
      ref={shell}
      noValidate
      aria-labelledby={TITLE_ID}
      className="grid gap-5"
      onFocusCapture={load}
      onPointerDownCapture={load}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        load();
      }}
    >
      <h3 id={TITLE_ID} className="text-lg font-semibold">
        {texts.title}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <ShellField name="name" label={texts.name} autoComplete="name" required />
        <ShellField name="company" label={texts.company} autoComplete="organization" />
        <ShellField name="email" label={texts.email} type="email" autoComplete="email" required />
        <ShellField name="phone" label={texts.phone} type="tel" autoComplete="tel" />
      </div>
      <div className="grid gap-2">
        <label
          htmlFor="commercial-shell-message"
          className="flex items-center gap-2 text-sm leading-none font-medium select-none"
        >
          {texts.message}
        </label>
        <textarea
          id="commercial-shell-message"
          data-slot="textarea"
          name="message"
          rows={5}
          required
          aria-required="true"
          className={textareaClassName("min-h-32")}
          aria-describedby="commercial-shell-message-hint"
        />
        <p id="commercial-shell-message-hint" className="text-sm text-muted-foreground">
          {texts.messageHint}{" "}
          <span className="whitespace-nowrap">
            {texts.count.replace("{count}", "0").replace("{max}", "5,000")}
          </span>
        </p>
      </div>
      {/* Off until hydration: a native submit would put the visitor's e-mail and phone in the URL. */}
      <button
        type="submit"
        {...buttonAttributes({ size: "lg", className: "justify-self-start" })}
        disabled={!hydrated}
      >
        <Send aria-hidden="true" />
        {texts.send}
      </button>
    </form>
  );
}

function ShellField({
  name,
  label,
  type = "text",
  autoComplete,
  required = false,
}: {
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
}) {
  const id = `commercial-shell-${name}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-medium select-none">
        {label}
      </label>
      <input
        id={id}
        data-slot="input"
        className={inputClassName}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
      />
    </div>
  );
}
