/**
 * A commercial painting inquiry (POST /api/commercial-inquiries): one schema for the home page's
 * form and the handler. Written with zod/mini: the home page is light, and the full zod would be
 * most of its JavaScript.
 */
import "./zod-mini.shared";
import {
  email,
  maxLength,
  minLength,
  object,
  optional,
  pipe,
  refine,
  string,
  transform,
  trim,
  type input,
  type output,
} from "zod/mini";

export const MESSAGE_MAX_LENGTH = 5000;

/** Optional text: blank or whitespace-only counts as "not given". */
const optionalText = (max: number, message: string) =>
  pipe(
    optional(string().check(trim(), maxLength(max, message))),
    transform((value: string | undefined) => (value ? value : undefined)),
  );

export const commercialInquirySchema = object({
  name: string().check(
    trim(),
    minLength(1, "Please enter your name."),
    maxLength(120, "Please shorten your name to 120 characters."),
  ),
  company: optionalText(160, "Please shorten the company name to 160 characters."),
  email: pipe(
    string().check(trim(), maxLength(254, "That e-mail address is too long.")),
    email("Please enter a valid email address."),
  ),
  phone: optionalText(40, "Please shorten the phone number to 40 characters.").check(
    refine(
      (value: string | undefined) => value === undefined || /^[+()\d\s.\-x]{7,}$/i.test(value),
      "Please enter a valid phone number.",
    ),
  ),
  message: string().check(
    trim(),
    minLength(10, "Please tell us a little more (at least 10 characters)."),
    maxLength(MESSAGE_MAX_LENGTH, "Please keep your message under 5,000 characters."),
  ),
});

/** What the form holds (before trimming and blank-to-undefined). */
export type CommercialInquiryFormValues = input<typeof commercialInquirySchema>;
/** What the server stores. */
export type CommercialInquiryInput = output<typeof commercialInquirySchema>;
