import { z } from "@/lib/validations/zod.shared";
import { JOB_PHOTO_MESSAGES, JOB_PHOTO_PHASES } from "./job-photo-rules.shared";

/** The text fields of a job photo's upload (multipart, beside its file): docs/product.md §9 "Job photos". */
export const jobPhotoFieldsSchema = z.object({
  roomId: z.uuid(JOB_PHOTO_MESSAGES.roomId),
  phase: z.enum(JOB_PHOTO_PHASES, JOB_PHOTO_MESSAGES.phase),
  clientRef: z.uuid(JOB_PHOTO_MESSAGES.clientRef),
});

/** The form's text fields as strings (a missing one is undefined: the schema names it). */
export function jobPhotoFields(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : undefined;
  };
  return jobPhotoFieldsSchema.parse({
    roomId: text("roomId"),
    phase: text("phase"),
    clientRef: text("clientRef"),
  });
}
