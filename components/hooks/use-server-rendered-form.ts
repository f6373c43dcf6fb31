"use client";

import { useLayoutEffect, useRef } from "react";
import { useHydrated } from "./use-hydrated";

/** What was typed or chosen in a form before React owned it, by field name. */
export type TypedEarly = Record<string, string>;

/**
 * The fields of `form` that differ from what the server rendered: text a visitor typed and a radio
 * they chose while the page's JavaScript was still on its way. Checkboxes and files are left to the
 * form (a file is read from its input: `form` is passed along for that).
 */
export function typedBeforeHydration(form: HTMLFormElement): TypedEarly {
  const typed: TypedEarly = {};
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLTextAreaElement) {
      if (field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
    } else if (field instanceof HTMLInputElement && field.name && !field.readOnly) {
      if (field.type === "radio") {
        if (field.checked && !field.defaultChecked) typed[field.name] = field.value;
      } else if (!["checkbox", "file", "hidden", "submit", "button", "reset"].includes(field.type)) {
        if (field.value !== field.defaultValue) typed[field.name] = field.value;
      }
    }
  }
  return typed;
}

/** The entries of `typed` that are among `names` (a form's own fields). */
export function typedFields<Name extends string>(typed: TypedEarly, names: readonly Name[]) {
  const picked: Partial<Record<Name, string>> = {};
  for (const name of names) if (name in typed) picked[name] = typed[name];
  return picked;
}

/**
 * What every form rendered on the server shares (README → Architecture, "Forms on a slow phone").
 * A phone shows the server's HTML seconds before React owns it, and people type meanwhile. React
 * hydrates a field without its value (its state stays what the server rendered), so the form would
 * send nothing, or its next render would wipe the field. So:
 * - `adopt` gets, once, in the commit that hydrates the form, what was typed before (its setState
 *   then makes it the form's own value, before anything can re-render the fields);
 * - `hydrated` holds the submit button until then: a disabled default button also stops Enter from
 *   submitting, so the browser never sends the form by itself;
 * - `formProps` (spread on the <form>): its ref, and method="post", so even a native submit would
 *   not put what was typed (a password, an e-mail) in the URL.
 */
export function useServerRenderedForm(adopt: (typed: TypedEarly, form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    const form = ref.current;
    if (form) adoptOnce.current(typedBeforeHydration(form), form);
  }, []);
  return { hydrated, formProps: { ref, method: "post" } as const };
}
