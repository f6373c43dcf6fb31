import "server-only";
import { createElement } from "react";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { CommercialInquiryEmail } from "@/lib/email/templates/commercial-inquiry";
import { LIMITS } from "@/lib/security/limits";
import { emailKey, enforceRateLimit } from "@/lib/security/rate-limit";
import { siteConfig } from "@/lib/site.shared";
import { commercialInquirySchema } from "@/lib/validations/commercial-inquiry.shared";

/** Where new inquiries are sent: the business inbox. */
export function businessEmail(): string {
  return env.businessEmail ?? siteConfig.email;
}

/**
 * Validates and stores a commercial inquiry and queues the notification to the business, in one
 * transaction: the e-mail exists exactly when the inquiry does. Throws ZodError on bad input
 * (answered as 400), before anything is written.
 */
export async function createCommercialInquiry(db: PrismaClient, input: unknown) {
  const data = commercialInquirySchema.parse(input);
  // Counted once the inquiry is valid: each one mails the business and, later, this address.
  await enforceRateLimit(
    db,
    `commercial-inquiry:email:${emailKey(data.email)}`,
    LIMITS.commercialInquiriesPerEmail,
  );
  return db.$transaction(async (tx) => {
    const inquiry = await tx.commercialInquiry.create({
      data: {
        name: data.name,
        company: data.company ?? null,
        email: data.email,
        phone: data.phone ?? null,
        message: data.message,
      },
    });
    await enqueueEmail(tx, {
      to: businessEmail(),
      subject: `Commercial inquiry from ${data.name}${data.company ? ` (${data.company})` : ""}`,
      template: "commercial-inquiry",
      body: createElement(CommercialInquiryEmail, {
        id: inquiry.id,
        name: inquiry.name,
        company: inquiry.company,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        receivedAt: inquiry.createdAt,
      }),
    });
    return inquiry;
  });
}
