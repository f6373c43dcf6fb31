"use client";

import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/sonner";
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
  /** The field that had focus in the placeholder form. */
  focusField?: keyof CommercialInquiryFormValues;
  /** The placeholder form was submitted before this one loaded: submit (or show the errors) now. */
  submitOnMount?: boolean;
}

/** The home page's commercial contact form. Validated with the same schema as the API. */
export function CommercialInquiryForm({
  initialValues,
  focusField,
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
    if (focusField) form.setFocus(focusField);
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
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Your name</FormLabel>
                <FormControl>
                  <Input autoComplete="name" required aria-required="true" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="company"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Company (optional)</FormLabel>
                <FormControl>
                  <Input autoComplete="organization" {...field} value={field.value ?? ""} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>E-mail</FormLabel>
                <FormControl>
                  <Input
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    required
                    aria-required="true"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Phone (optional)</FormLabel>
                <FormControl>
                  <Input type="tel" autoComplete="tel" inputMode="tel" {...field} value={field.value ?? ""} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Project details</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  required
                  aria-required="true"
                  maxLength={MESSAGE_MAX_LENGTH}
                  className="min-h-32"
                  {...field}
                />
              </FormControl>
              <FormDescription>
                The type of space, its address or town, rough square footage and when you&apos;d like the work
                done.{" "}
                <span className="whitespace-nowrap">
                  {messageLength.toLocaleString("en-US")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-US")}
                </span>
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? "Sending…" : "Send Inquiry"}
        </Button>
      </form>
    </Form>
  );
}
