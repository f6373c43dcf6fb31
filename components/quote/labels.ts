import type { Finish, Quality } from "@/lib/pricing/index.shared";
import type { PropertyType } from "@/lib/quotes/draft.shared";

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  "single-family": "Single-family home",
  townhouse: "Townhouse",
  condo: "Condo / apartment",
};

export const QUALITY_LABELS: Record<Quality, string> = {
  standard: "Standard",
  premium: "Premium",
  luxury: "Luxury",
};

export const FINISH_LABELS: Record<Finish, string> = {
  flat: "Flat",
  eggshell: "Eggshell",
  satin: "Satin",
  "semi-gloss": "Semi-gloss",
  gloss: "Gloss",
};
