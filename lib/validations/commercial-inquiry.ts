/**
 * A commercial painting inquiry (POST /api/commercial-inquiries): one schema for the home page's
 * form and the handler. Written with zod/mini: the home page is light, and the full zod would be
 * most of its JavaScript.
 */
import { z } from "./zod-mini";

export const MESSAGE_MAX_LENGTH = 5000;

/** Optional text: blank or whitespace-only counts as "not given". */
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

export const commercialInquirySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter your name."),
      z.maxLength(120, "Please shorten your name to 120 characters."),
    ),
  company: optionalText(160, "Please shorten the company name to 160 characters."),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, "That e-mail address is too long.")),
    z.email("Please enter a valid email address."),
  ),
  phone: optionalText(40, "Please shorten the phone number to 40 characters.").check(
    z.refine(
      (value: string | undefined) => value === undefined || /^[+()\d\s.\-x]{7,}$/i.test(value),
      "Please enter a valid phone number.",
    ),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, "Please tell us a little more (at least 10 characters)."),
      z.maxLength(MESSAGE_MAX_LENGTH, "Please keep your message under 5,000 characters."),
    ),
});

/** What the form holds (before trimming and blank-to-undefined). */
export type CommercialInquiryFormValues = z.input<typeof commercialInquirySchema>;
/** What the server stores. */
export type CommercialInquiryInput = z.output<typeof commercialInquirySchema>;
