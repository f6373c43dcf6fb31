"use client";

import { ErrorScreen } from "@/components/site/error-screen";
import english from "@/messages/en/errors.json";

/** A page that failed to render (inside the site's layout): what to do, and the reference to quote. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen digest={error.digest} onRetry={reset} texts={english} />;
}
