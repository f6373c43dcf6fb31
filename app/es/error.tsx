"use client";

import { ErrorScreen } from "@/components/site/error-screen";
import spanish from "@/messages/es/errors.json";

/** A Spanish page that failed to render: as app/(en)/error.tsx, in Spanish (only this file's words ship). */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen digest={error.digest} onRetry={reset} texts={spanish} homeHref="/es" />;
}
