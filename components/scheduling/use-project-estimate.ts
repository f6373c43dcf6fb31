"use client";

import { useEffect, useState } from "react";
import { api, NETWORK_ERROR } from "@/components/api/client";
import type { Loadable } from "@/components/booking/use-schedule-options";

/** GET /api/project-estimate/{quoteId} → days the project takes (docs/product.md §7). */
export function useProjectEstimate(quoteId: string): Loadable<number> {
  const [state, setState] = useState<Loadable<number>>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    api
      .get<{ estimatedDays?: unknown }>(`/api/project-estimate/${encodeURIComponent(quoteId)}`, {
        signal: controller.signal,
      })
      .then((result) => {
        if (controller.signal.aborted) return;
        const days = Number(result.data?.estimatedDays);
        if (result.ok && Number.isFinite(days) && days >= 1)
          setState({ status: "ready", value: Math.ceil(days) });
        else setState({ status: "error", message: result.error ?? NETWORK_ERROR });
      });
    return () => controller.abort();
  }, [quoteId]);

  return state;
}
