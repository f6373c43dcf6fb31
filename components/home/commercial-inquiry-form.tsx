"use client";

import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { api } from "@/components/api/client";
import { buttonAttributes } from "@/components/ui/button-variants";
import { inputClassName, textareaClassName } from "@/components/ui/field-classes";
import { FormItem } from "@/components/ui/form-item";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import { Send } from "@/components/ui/static-icons/send";
import { toast } from "@/components/ui/toast";
import {
  commercialInquirySchema,
  MESSAGE_MAX_LENGTH,
  type CommercialInquiryInput,
} from "@/lib/validations/commercial-inquiry.shared";
import { fieldProblems } from "@/lib/validations/zod-mini.shared";
import { localizeValidation, type ValidationLookup } from "@/lib/i18n/validation.shared";
import english from "@/messages/en/commercialInquiry.json";

export const COMMERCIAL_INQUIRIES_URL = "/api/commercial-inquiries";

export const SENT_TEXT = english.sent;

/**
 * The form's words in one language (the `commercialInquiry` namespace) and, on a Spanish page, the
 * lookup that shows the schema's English messages in Spanish (`commercialValidation`). The server
 * page passes them; English is the default, so an English page ships no second language.
 */
export type CommercialInquiryTexts = typeof english & { validation?: ValidationLookup };

/** `{name}` placeholders of a catalogue text filled in: the form ships no message formatter. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const FIELDS = ["name", "company", "email", "phone", "message"] as const;
type Field = (typeof FIELDS)[number];
/** What the form holds: the entries as typed (the schema trims them, and drops blank optional ones). */
export type CommercialInquiryFormValues = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const EMPTY: CommercialInquiryFormValues = { name: "", company: "", email: "", phone: "", message: "" };

/** The schema's verdict: each field's first text, or what to send. */
function check(values: CommercialInquiryFormValues) {
  const result = commercialInquirySchema.safeParse(values);
  return result.success
    ? { problems: {} as Problems, inquiry: result.data }
    : { problems: fieldProblems<Field>(result.error), inquiry: null };
}

/** The server's explanation of a refusal, else what to do next (network down, or no explanation). */
async function submitInquiry(
  inquiry: CommercialInquiryInput,
  texts: CommercialInquiryTexts,
): Promise<string | null> {
  const result = await api.post<unknown>(COMMERCIAL_INQUIRIES_URL, inquiry);
  if (result.ok) return null;
  if (result.status === 0) return texts.unreachable;
  return (
    localizeValidation(result.error ?? undefined, texts.validation) ||
    fill(texts.failed, { status: String(result.status) })
  );
}

export interface CommercialInquiryFormProps {
  /** What the visitor already typed into the placeholder form before this one loaded. */
  initialValues?: Partial<CommercialInquiryFormValues>;
  /** The placeholder form was submitted before this one loaded: submit (or show the errors) now. */
  submitOnMount?: boolean;
  /** The form's words; English unless the page is in another language. */
  texts?: CommercialInquiryTexts;
}

const MESSAGE_CLASSES = textareaClassName("min-h-32");

/**
 * The home page's commercial contact form, checked with the API's own schema
 * (lib/validations/commercial-inquiry.shared.ts, zod/mini) in plain React state, and drawn with the
 * fields' classes rather than their components: a form library, the full zod and the components'
 * class merging would be most of the home page's JavaScript. As before, the fields are checked on
 * submit and, after a first try, each again as it changes.
 */
export function CommercialInquiryForm({
  initialValues,
  submitOnMount = false,
  texts = english,
}: CommercialInquiryFormProps = {}) {
  const [values, setValues] = useState<CommercialInquiryFormValues>(() => ({ ...EMPTY, ...initialValues }));
  const [problems, setProblems] = useState<Problems>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const form = useRef<HTMLFormElement>(null);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setProblems((current) => ({ ...current, [field]: check(next).problems[field] }));
  }

  async function send() {
    if (sending) return;
    const { problems: found, inquiry } = check(values);
    setProblems(found);
    setTried(true);
    const first = FIELDS.find((field) => found[field]);
    if (first || !inquiry) {
      controls.current[first ?? "name"]?.focus();
      return;
    }
    setSending(true);
    const failure = await submitInquiry(inquiry, texts);
    setSending(false);
    if (failure) {
      toast.error(failure);
      return;
    }
    toast.success(texts.sent);
    setValues(EMPTY);
    setProblems({});
    setTried(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    if (submitOnMount) form.current?.requestSubmit();
  }, [submitOnMount]);

  const field = (
    name: Field,
    label: string,
    control: (props: ControlProps) => ReactNode,
    description?: ReactNode,
  ) => (
    <FormItem
      id={`commercial-${name}`}
      label={label}
      problem={localizeValidation(problems[name], texts.validation)}
      description={description}
    >
      {(props) =>
        control({
          ...props,
          ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
            controls.current[name] = element;
          },
        })
      }
    </FormItem>
  );

  const input = (name: Field, label: string, extra: Partial<InputAttributes> = {}) =>
    field(name, label, ({ ref, ...props }) => (
      <input
        {...props}
        ref={ref}
        data-slot="input"
        className={inputClassName}
        name={name}
        type="text"
        {...extra}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
      />
    ));

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="commercial-form-title"
      aria-busy={sending}
      className="grid gap-5"
    >
      <h3 id="commercial-form-title" className="text-lg font-semibold">
        {texts.title}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        {input("name", texts.name, { autoComplete: "name", required: true, "aria-required": true })}
        {input("company", texts.company, { autoComplete: "organization" })}
        {input("email", texts.email, {
          type: "email",
          autoComplete: "email",
          inputMode: "email",
          required: true,
          "aria-required": true,
        })}
        {input("phone", texts.phone, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      </div>
      {field(
        "message",
        texts.message,
        ({ ref, ...props }) => (
          <textarea
            {...props}
            ref={ref}
            data-slot="textarea"
            name="message"
            rows={5}
            required
            aria-required="true"
            maxLength={MESSAGE_MAX_LENGTH}
            className={MESSAGE_CLASSES}
            value={values.message}
            onChange={(event) => change("message", event.target.value)}
          />
        ),
        <>
          {texts.messageHint}{" "}
          <span className="whitespace-nowrap">
            {fill(texts.count, {
              count: values.message.length.toLocaleString("en-US"),
              max: MESSAGE_MAX_LENGTH.toLocaleString("en-US"),
            })}
          </span>
        </>,
      )}
      <button
        type="submit"
        {...buttonAttributes({ size: "lg", className: "justify-self-start" })}
        disabled={sending}
      >
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {sending ? texts.sending : texts.send}
      </button>
    </form>
  );
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "required" | "aria-required"
>;

interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}
