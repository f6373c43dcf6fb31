"use client";

import { useRouter } from "next/navigation";
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type FormEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
} from "react";
import { buttonAttributes } from "@/components/ui/button-variants";
import { inputClasses, textareaClassName } from "@/components/ui/field-classes";
import { FormItem, type FormItemControl } from "@/components/ui/form-item";
import { FileTextIcon } from "@/components/ui/static-icons/file-text";
import { UploadIcon } from "@/components/ui/static-icons/upload";
import { toast } from "@/components/ui/toast";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import { NEW_PASSWORD_MESSAGES, serverFieldProblem } from "@/lib/validations/password-rules.shared";
import {
  REGISTRATION_FIELDS,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  registrationProblems,
  type RegistrationField,
  type RegistrationValues,
} from "@/lib/validations/registration-rules.shared";
import { api, NETWORK_ERROR } from "@/components/api/client";
import type { Locale } from "@/lib/i18n/locales.shared";
import { localizeValidation, type ValidationLookup } from "@/lib/i18n/validation.shared";
import { typedFields, useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { LOGIN_PATH } from "./paths";

/** The server's limit (MAX_UPLOAD_BYTES, lib/http/body-caps.ts); checked here too so nobody uploads 50 MB for nothing. */
export const W9_MAX_BYTES = 10 * 1024 * 1024;
export const W9_ACCEPT = ".pdf,.doc,.docx";
export const W9_HINT = "PDF, DOC, DOCX (MAX. 10MB)";
const W9_EXTENSIONS = ["pdf", "doc", "docx"];

export const REGISTRATION_SUCCESS_TEXT = "Your contractor account has been created. You can now log in.";

type RegistrationText =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "password"
  | "passwordHint"
  | "confirmPassword"
  | "businessName"
  | "licenseNumber"
  | "experienceYears"
  | "bio"
  | "bioPlaceholder"
  | "w9"
  | "upload"
  | "uploadRest"
  | "w9Hint"
  | "selected"
  | "creating"
  | "create"
  | "privacy"
  | "formLabel"
  | "unsupportedTitle"
  | "unsupportedText"
  | "tooLargeTitle"
  | "tooLargeText"
  | "mismatchTitle"
  | "w9RequiredTitle"
  | "failedTitle"
  | "successTitle"
  | "successText";

/**
 * Every text of the form, in the page's language: the Spanish page passes its own (from
 * messages/es/registration.json, `form`); English is the default. A light client part: no catalogue.
 */
export const ENGLISH_TEXTS: Readonly<Record<RegistrationText, string>> = {
  firstName: "First Name *",
  lastName: "Last Name *",
  email: "Email *",
  phone: "Phone *",
  password: "Password *",
  passwordHint: NEW_PASSWORD_MESSAGES.hint,
  confirmPassword: "Confirm Password *",
  businessName: "Business Name (optional)",
  licenseNumber: "License Number (optional)",
  experienceYears: "Years of Experience *",
  bio: "About Your Experience",
  bioPlaceholder: "Tell us about your painting experience, specialties and the areas you serve.",
  w9: "W9 Form *",
  upload: "Click to upload",
  uploadRest: " or drag and drop your W9",
  w9Hint: W9_HINT,
  /** "{name}" stands for the file's name. */
  selected: "Selected: {name}",
  creating: "Creating Account...",
  create: "Create Contractor Account",
  privacy:
    "Your W9 is stored privately and only used to verify your account. New accounts start as Pending Verification.",
  formLabel: "Contractor Registration",
  unsupportedTitle: "Unsupported File Type",
  unsupportedText: "The W9 must be a PDF, DOC or DOCX file (max. 10 MB).",
  tooLargeTitle: "File Too Large",
  tooLargeText: "The W9 file must be 10 MB or smaller.",
  mismatchTitle: CONTRACTOR_MESSAGES.passwordMismatchTitle,
  w9RequiredTitle: CONTRACTOR_MESSAGES.w9RequiredTitle,
  failedTitle: CONTRACTOR_MESSAGES.registerFailed,
  successTitle: CONTRACTOR_MESSAGES.registered,
  successText: REGISTRATION_SUCCESS_TEXT,
};
export type RegistrationTexts = typeof ENGLISH_TEXTS;

/** The API's fields plus the confirmation, which only the form has. */
type FormField = RegistrationField | "confirmPassword";
type FormValues = RegistrationValues & { confirmPassword: string };
type FormProblems = Partial<Record<FormField, string>>;

const EMPTY: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  businessName: "",
  licenseNumber: "",
  experienceYears: "",
  bio: "",
};

interface InputSpec {
  name: Exclude<FormField, "bio">;
  label: keyof RegistrationTexts;
  description?: keyof RegistrationTexts;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "numeric";
  required?: boolean;
  min?: number;
  step?: number;
}

/** The grid's text fields, in the order the form shows (and focuses) them; bio follows. */
const INPUTS: InputSpec[] = [
  { name: "firstName", label: "firstName", autoComplete: "given-name", required: true },
  { name: "lastName", label: "lastName", autoComplete: "family-name", required: true },
  {
    name: "email",
    label: "email",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    required: true,
  },
  { name: "phone", label: "phone", type: "tel", autoComplete: "tel", inputMode: "tel", required: true },
  {
    name: "password",
    label: "password",
    description: "passwordHint",
    type: "password",
    autoComplete: "new-password",
    required: true,
  },
  {
    name: "confirmPassword",
    label: "confirmPassword",
    type: "password",
    autoComplete: "new-password",
    required: true,
  },
  { name: "businessName", label: "businessName", autoComplete: "organization" },
  { name: "licenseNumber", label: "licenseNumber" },
  {
    name: "experienceYears",
    label: "experienceYears",
    type: "number",
    min: REGISTRATION_LIMITS.experienceMin,
    step: 1,
    inputMode: "numeric",
    required: true,
  },
];
const FIELD_ORDER: FormField[] = [...INPUTS.map((input) => input.name), "bio"];

/** The API's rules (registration-rules.ts, which its schema is built from), plus the confirmation. */
function formProblems(values: FormValues): FormProblems {
  const problems: FormProblems = registrationProblems(values);
  if (!values.confirmPassword) problems.confirmPassword = REGISTRATION_MESSAGES.confirmRequired;
  return problems;
}

/** Refuses what the server would refuse anyway: the wrong type, or more than 10 MB. */
function w9Problem(file: File, texts: RegistrationTexts): { title: string; description: string } | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!W9_EXTENSIONS.includes(extension)) {
    return { title: texts.unsupportedTitle, description: texts.unsupportedText };
  }
  if (file.size > W9_MAX_BYTES) return { title: texts.tooLargeTitle, description: texts.tooLargeText };
  return null;
}

const BIO_CLASS = textareaClassName().replace("field-sizing-content", "field-sizing-fixed");

/**
 * Signs a painter up with the same rules the API's schema is built from
 * (lib/validations/registration-rules.shared.ts), checked here with plain state: a form library and
 * zod would be most of the page's JavaScript. As before, the fields are checked on submit and,
 * after a first try, each again as it changes.
 */
export function RegistrationForm({
  texts = ENGLISH_TEXTS,
  validation,
  language,
}: {
  texts?: RegistrationTexts;
  /** The schema's English messages in the page's language (lib/i18n/validation.shared.ts). */
  validation?: ValidationLookup;
  /** Sent with the registration: the new painter's portal and e-mails speak it (English: none sent). */
  language?: Locale;
} = {}) {
  const router = useRouter();
  const local = (message: string | undefined) => localizeValidation(message, validation);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [problems, setProblems] = useState<FormProblems>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [w9, setW9] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<FormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const baseId = useId();
  const w9Id = useId();
  const pending = submitting || redirecting;
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    const early = typedFields(typed, FIELD_ORDER);
    if (Object.keys(early).length) setValues((current) => ({ ...current, ...early }));
    accept(fileInput.current?.files?.[0]);
  });

  function change(name: FormField, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setProblems((current) => ({ ...current, [name]: formProblems(next)[name] }));
  }

  function accept(file: File | undefined) {
    if (!file) return;
    const problem = w9Problem(file, texts);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setW9(file);
  }

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    accept(event.target.files?.[0]);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files?.[0]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const found = formProblems(values);
    setProblems(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    if (values.password !== values.confirmPassword) {
      setProblems({ confirmPassword: CONTRACTOR_MESSAGES.passwordMismatchText });
      toast.error(texts.mismatchTitle, {
        description: local(CONTRACTOR_MESSAGES.passwordMismatchText),
      });
      return;
    }
    if (!w9) {
      toast.error(texts.w9RequiredTitle, { description: local(CONTRACTOR_MESSAGES.w9RequiredText) });
      fileInput.current?.focus();
      return;
    }
    // The raw entries go up; the server parses them with the schema built from the same rules. The
    // password goes as typed: the login sends it so, and a trimmed one would never match it.
    const body = new FormData();
    for (const key of REGISTRATION_FIELDS) {
      body.append(key, key === "password" ? values[key] : values[key].trim());
    }
    if (language) body.append("language", language);
    body.append("w9Document", w9, w9.name);

    setSubmitting(true);
    const result = await api.post<{ message?: string }>("/api/contractor/register", body);
    if (!result.ok) {
      setSubmitting(false);
      // The server's reason for a field (a password that is common or built from the name) goes on it.
      const refused: FormProblems = {};
      for (const name of REGISTRATION_FIELDS) {
        const problem = serverFieldProblem(result.details, name);
        if (problem) refused[name] = problem;
      }
      const first = FIELD_ORDER.find((name) => refused[name]);
      if (first) {
        setProblems(refused);
        fields.current[first]?.focus();
      }
      toast.error(texts.failedTitle, {
        description: local(
          result.error ?? (result.status === 0 ? NETWORK_ERROR : CONTRACTOR_MESSAGES.registerFailedText),
        ),
      });
      return;
    }
    setRedirecting(true);
    toast.success(texts.successTitle, { description: texts.successText });
    // The Spanish page lives under another root layout than the login: the toast does not survive
    // the move, so the login page says it (?registered=1).
    router.push(language ? `${LOGIN_PATH}?registered=1` : LOGIN_PATH);
  }

  /** A field's label, control, description and message (components/ui/form-item.tsx). */
  function item(
    name: FormField,
    label: string,
    description: string | undefined,
    control: (props: FormItemControl) => ReactNode,
  ) {
    return (
      <FormItem
        key={name}
        id={`${baseId}-${name}`}
        label={label}
        description={description}
        problem={local(problems[name])}
      >
        {control}
      </FormItem>
    );
  }

  return (
    <form
      {...formProps}
      noValidate
      aria-label={texts.formLabel}
      aria-busy={pending}
      className="grid gap-5"
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ name, label, description, ...input }) =>
          item(name, texts[label], description && texts[description], (aria) => (
            <input
              {...input}
              {...aria}
              ref={(element) => {
                fields.current[name] = element;
              }}
              name={name}
              data-slot="input"
              className={inputClasses("h-11")}
              value={values[name]}
              onChange={(event) => change(name, event.target.value)}
            />
          )),
        )}
      </div>

      {item("bio", texts.bio, undefined, (aria) => (
        <textarea
          {...aria}
          ref={(element) => {
            fields.current.bio = element;
          }}
          name="bio"
          data-slot="textarea"
          rows={4}
          maxLength={REGISTRATION_LIMITS.bioMax}
          className={BIO_CLASS}
          placeholder={texts.bioPlaceholder}
          value={values.bio}
          onChange={(event) => change("bio", event.target.value)}
        />
      ))}

      <div className="grid gap-2">
        <span id={`${w9Id}-label`} className="text-sm leading-none font-medium">
          {texts.w9}
        </span>
        <label
          htmlFor={w9Id}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-center transition-colors hover:bg-muted has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 ${
            dragging ? "border-primary bg-primary/5" : "border-input bg-muted/40"
          }`}
        >
          <UploadIcon aria-hidden className="size-6 text-muted-foreground" />
          <span className="text-sm">
            <span className="font-semibold text-primary">{texts.upload}</span>
            {texts.uploadRest}
          </span>
          <span id={`${w9Id}-hint`} className="text-xs text-muted-foreground">
            {texts.w9Hint}
          </span>
          <input
            ref={fileInput}
            id={w9Id}
            type="file"
            name="w9Document"
            accept={W9_ACCEPT}
            required
            aria-labelledby={`${w9Id}-label`}
            aria-describedby={`${w9Id}-hint${w9 ? ` ${w9Id}-selected` : ""}`}
            className="sr-only"
            onChange={onFileChange}
          />
        </label>
        {w9 && (
          <p
            id={`${w9Id}-selected`}
            className="flex items-center gap-2 text-sm break-all text-muted-foreground"
            aria-live="polite"
          >
            <FileTextIcon aria-hidden className="size-4 shrink-0" />
            {texts.selected.replace("{name}", w9.name)}
          </p>
        )}
      </div>

      <button
        type="submit"
        {...buttonAttributes({ size: "lg", className: "min-h-11 w-full" })}
        disabled={pending || !hydrated}
      >
        {pending ? texts.creating : texts.create}
      </button>
      <p className="text-center text-xs text-muted-foreground">{texts.privacy}</p>
    </form>
  );
}
