import { z } from "@/lib/validations/zod.shared";

export const CONTRACTOR_LIST_STATUSES = ["active", "inactive", "unverified"] as const;
export type ContractorListStatus = (typeof CONTRACTOR_LIST_STATUSES)[number];

export const CONTRACTOR_PAGE_SIZE = { default: 25, max: 100 } as const;

/** A form that submits an empty field means "no filter", not "filter by nothing". */
const blankAsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** GET /api/admin/contractors: search, status filter and keyset page. */
export const adminContractorsQuerySchema = z.object({
  q: z.preprocess(
    blankAsMissing,
    z.string().trim().max(100, "Search text is at most 100 characters").optional(),
  ),
  status: z.preprocess(
    blankAsMissing,
    z.enum(CONTRACTOR_LIST_STATUSES, { error: "Status is active, inactive or unverified" }).optional(),
  ),
  cursor: z.preprocess(blankAsMissing, z.string().optional()),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "Limit is a number" })
      .int("Limit is a whole number")
      .min(1, `Limit is 1 to ${CONTRACTOR_PAGE_SIZE.max}`)
      .max(CONTRACTOR_PAGE_SIZE.max, `Limit is 1 to ${CONTRACTOR_PAGE_SIZE.max}`)
      .default(CONTRACTOR_PAGE_SIZE.default),
  ),
});

export type AdminContractorsQuery = z.infer<typeof adminContractorsQuerySchema>;
