import { PROJECT_TOO_LARGE_MESSAGE } from "@/lib/quotes/size-limit";
import {
  MAX_ONLINE_PAINTABLE_SQFT,
  MAX_PROJECT_DAYS,
  PRODUCTIVITY,
} from "@/lib/scheduling/productivity.shared";

describe("productivity limits", () => {
  it("books online at most 30 days, 15,000 sq ft: the longest project at the default productivity", () => {
    expect(MAX_PROJECT_DAYS).toBe(30);
    expect(PRODUCTIVITY.fallback).toBe(500);
    expect(MAX_ONLINE_PAINTABLE_SQFT).toBe(15_000);
    expect(PROJECT_TOO_LARGE_MESSAGE).toContain("(more than 15,000 sq ft of paintable surface)");
  });
});
