"use client";

import { useLoadable, type Loadable } from "@/components/api/use-loadable";

interface EstimateBody {
  estimatedDays?: unknown;
}

const daysOf = (body: EstimateBody) => Number(body.estimatedDays);

const isEstimate = (data: unknown) => {
  const days = daysOf((data ?? {}) as EstimateBody);
  return Number.isFinite(days) && days >= 1;
};

/** GET /api/project-estimate/{quoteId} → days the project takes (docs/product.md §7). */
export function useProjectEstimate(quoteId: string): Loadable<number> {
  return useLoadable(
    `/api/project-estimate/${encodeURIComponent(quoteId)}`,
    (body: EstimateBody) => Math.ceil(daysOf(body)),
    {
      accept: isEstimate,
    },
  );
}
