import { z } from "@/lib/validations/zod";

/** Optional text: blank or whitespace-only counts as "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A commercial painting inquiry from the home page form. The same schema validates the form in
 * the browser (react-hook-form) and the request on the server.
 */
export const commercialInquirySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(120, "Please shorten your name to 120 characters."),
  company: optionalText(160, "Please shorten the company name to 160 characters."),
  email: z
    .string()
    .trim()
    .max(254, "That e-mail address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  phone: optionalText(40, "Please shorten the phone number to 40 characters.").refine(
    (value) => value === undefined || /^[+()\d\s.\-x]{7,}$/i.test(value),
    "Please enter a valid phone number.",
  ),
  message: z
    .string()
    .trim()
    .min(10, "Please tell us a little more (at least 10 characters).")
    .max(5000, "Please keep your message under 5,000 characters."),
});

/** What the form holds (before trimming and blank-to-undefined). */
export type CommercialInquiryFormValues = z.input<typeof commercialInquirySchema>;
/** What the server stores. */
export type CommercialInquiryInput = z.output<typeof commercialInquirySchema>;

export const MESSAGE_MAX_LENGTH = 5000;
