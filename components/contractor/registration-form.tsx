"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FileTextIcon, UploadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { useForm } from "react-hook-form";
import { z } from "@/lib/validations/zod";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FormFieldItem, FormInputField, inputFieldsFor } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { CONTRACTOR_MESSAGES, contractorRegistrationSchema } from "@/lib/validations/contractor";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { LOGIN_PATH } from "./paths";

/** The server's limit (lib/uploads/files.ts); checked here too so nobody uploads 50 MB for nothing. */
export const W9_MAX_BYTES = 10 * 1024 * 1024;
export const W9_ACCEPT = ".pdf,.doc,.docx";
export const W9_HINT = "PDF, DOC, DOCX (MAX. 10MB)";
const W9_EXTENSIONS = ["pdf", "doc", "docx"];

export const REGISTRATION_SUCCESS_TEXT = "Your contractor account has been created. You can now log in.";

/** The API's schema plus the confirmation, which only the form has. */
const registrationFormSchema = contractorRegistrationSchema.extend({
  confirmPassword: z.string().min(1, "Please confirm your password"),
});
type RegistrationValues = z.input<typeof registrationFormSchema>;
type RegistrationInput = z.output<typeof registrationFormSchema>;

const EMPTY: RegistrationValues = {
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

/** Refuses what the server would refuse anyway: the wrong type, or more than 10 MB. */
function w9Problem(file: File): { title: string; description: string } | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!W9_EXTENSIONS.includes(extension)) {
    return {
      title: "Unsupported File Type",
      description: "The W9 must be a PDF, DOC or DOCX file (max. 10 MB).",
    };
  }
  if (file.size > W9_MAX_BYTES)
    return { title: "File Too Large", description: "The W9 file must be 10 MB or smaller." };
  return null;
}

export function RegistrationForm() {
  const router = useRouter();
  const form = useForm<RegistrationValues, unknown, RegistrationInput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: EMPTY,
  });
  const [w9, setW9] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const w9Id = useId();
  const pending = form.formState.isSubmitting || redirecting;

  function accept(file: File | undefined) {
    if (!file) return;
    const problem = w9Problem(file);
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

  async function onSubmit(values: RegistrationInput) {
    if (values.password !== values.confirmPassword) {
      form.setError("confirmPassword", { message: CONTRACTOR_MESSAGES.passwordMismatchText });
      toast.error(CONTRACTOR_MESSAGES.passwordMismatchTitle, {
        description: CONTRACTOR_MESSAGES.passwordMismatchText,
      });
      return;
    }
    if (!w9) {
      toast.error(CONTRACTOR_MESSAGES.w9RequiredTitle, { description: CONTRACTOR_MESSAGES.w9RequiredText });
      fileInput.current?.focus();
      return;
    }
    // The raw entries go up; the server parses them with the same schema.
    const raw = form.getValues();
    const body = new FormData();
    for (const key of [
      "firstName",
      "lastName",
      "email",
      "password",
      "phone",
      "businessName",
      "licenseNumber",
      "experienceYears",
      "bio",
    ] as const) {
      body.append(key, String(raw[key] ?? "").trim());
    }
    body.append("w9Document", w9, w9.name);

    const result = await api.post<{ message?: string }>("/api/contractor/register", body);
    if (!result.ok) {
      toast.error(CONTRACTOR_MESSAGES.registerFailed, {
        description:
          result.error ?? (result.status === 0 ? NETWORK_ERROR : CONTRACTOR_MESSAGES.registerFailedText),
      });
      return;
    }
    setRedirecting(true);
    toast.success(CONTRACTOR_MESSAGES.registered, { description: REGISTRATION_SUCCESS_TEXT });
    router.push(LOGIN_PATH);
  }

  const text = inputFieldsFor(form.control, { className: "h-11" });

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Contractor Registration"
        aria-busy={pending}
        className="grid gap-5"
        onSubmit={form.handleSubmit(onSubmit)}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", "First Name *", { autoComplete: "given-name", required: true })}
          {text("lastName", "Last Name *", { autoComplete: "family-name", required: true })}
          {text("email", "Email *", {
            type: "email",
            autoComplete: "email",
            inputMode: "email",
            required: true,
          })}
          {text("phone", "Phone *", { type: "tel", autoComplete: "tel", inputMode: "tel", required: true })}
          <FormInputField
            control={form.control}
            name="password"
            label="Password *"
            description="At least 6 characters."
            type="password"
            autoComplete="new-password"
            className="h-11"
            required
          />
          {text("confirmPassword", "Confirm Password *", {
            type: "password",
            autoComplete: "new-password",
            required: true,
          })}
          {text("businessName", "Business Name (optional)", { autoComplete: "organization" })}
          {text("licenseNumber", "License Number (optional)", {})}
          {text("experienceYears", "Years of Experience *", {
            type: "number",
            min: 1,
            step: 1,
            inputMode: "numeric",
            required: true,
          })}
        </div>

        <FormFieldItem control={form.control} name="bio" label="About Your Experience">
          {(field) => (
            <Textarea
              rows={4}
              maxLength={2000}
              className="field-sizing-fixed"
              placeholder="Tell us about your painting experience, specialties and the areas you serve."
              {...field}
              value={field.value ?? ""}
            />
          )}
        </FormFieldItem>

        <div className="grid gap-2">
          <span id={`${w9Id}-label`} className="text-sm leading-none font-medium">
            W9 Form *
          </span>
          <label
            htmlFor={w9Id}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              "flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 p-4 text-center transition-colors hover:bg-muted has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              dragging && "border-primary bg-primary/5",
            )}
          >
            <UploadIcon aria-hidden className="size-6 text-muted-foreground" />
            <span className="text-sm">
              <span className="font-semibold text-primary">Click to upload</span> or drag and drop your W9
            </span>
            <span id={`${w9Id}-hint`} className="text-xs text-muted-foreground">
              {W9_HINT}
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
              {`Selected: ${w9.name}`}
            </p>
          )}
        </div>

        <Button type="submit" size="lg" className="min-h-11 w-full" disabled={pending}>
          {pending ? "Creating Account..." : "Create Contractor Account"}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          Your W9 is stored privately and only used to verify your account. New accounts start as Pending
          Verification.
        </p>
      </form>
    </Form>
  );
}
