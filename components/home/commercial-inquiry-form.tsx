"use client";

import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FormFieldItem, FormInputField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { Textarea } from "@/components/ui/textarea";
import {
  commercialInquirySchema,
  MESSAGE_MAX_LENGTH,
  type CommercialInquiryFormValues,
  type CommercialInquiryInput,
} from "@/lib/inquiries/schema";

export const COMMERCIAL_INQUIRIES_URL = "/api/commercial-inquiries";

const EMPTY: CommercialInquiryFormValues = { name: "", company: "", email: "", phone: "", message: "" };

async function submitInquiry(values: CommercialInquiryInput): Promise<void> {
  let response: Response;
  try {
    response = await fetch(COMMERCIAL_INQUIRIES_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    throw new Error("We couldn't reach our server. Please check your connection and try again.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error || `Sending failed (${response.status}). Please try again or call us.`);
  }
}

export interface CommercialInquiryFormProps {
  /** What the visitor already typed into the placeholder form before this one loaded. */
  initialValues?: Partial<CommercialInquiryFormValues>;
  /** The placeholder form was submitted before this one loaded: submit (or show the errors) now. */
  submitOnMount?: boolean;
}

/** The home page's commercial contact form. Validated with the same schema as the API. */
export function CommercialInquiryForm({
  initialValues,
  submitOnMount = false,
}: CommercialInquiryFormProps = {}) {
  const form = useForm<CommercialInquiryFormValues, unknown, CommercialInquiryInput>({
    resolver: zodResolver(commercialInquirySchema),
    defaultValues: { ...EMPTY, ...initialValues },
  });
  const mounted = useRef(false);
  const sending = form.formState.isSubmitting;
  const messageLength = form.watch("message")?.length ?? 0;

  async function onSubmit(values: CommercialInquiryInput) {
    try {
      await submitInquiry(values);
      toast.success("Thank you! Your inquiry has been sent. We'll get back to you within one business day.");
      form.reset(EMPTY);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Sending failed. Please try again.");
    }
  }

  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    if (submitOnMount) void form.handleSubmit(onSubmit)();
    // Runs once, when the form replaces its placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-labelledby="commercial-form-title"
        aria-busy={sending}
        className="grid gap-5"
      >
        <h3 id="commercial-form-title" className="text-lg font-semibold">
          Tell us about your project
        </h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInputField
            control={form.control}
            name="name"
            label="Your name"
            autoComplete="name"
            required
            aria-required="true"
          />
          <FormInputField
            control={form.control}
            name="company"
            label="Company (optional)"
            autoComplete="organization"
          />
          <FormInputField
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-required="true"
          />
          <FormInputField
            control={form.control}
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
        </div>
        <FormFieldItem
          control={form.control}
          name="message"
          label="Project details"
          description={
            <>
              The type of space, its address or town, rough square footage and when you&apos;d like the work
              done.{" "}
              <span className="whitespace-nowrap">
                {messageLength.toLocaleString("en-US")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-US")}
              </span>
            </>
          }
        >
          {(field) => (
            <Textarea
              rows={5}
              required
              aria-required="true"
              maxLength={MESSAGE_MAX_LENGTH}
              className="min-h-32"
              {...field}
            />
          )}
        </FormFieldItem>
        <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? "Sending…" : "Send Inquiry"}
        </Button>
      </form>
    </Form>
  );
}
