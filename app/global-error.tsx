"use client";

import { ErrorScreen } from "@/components/site/error-screen";
import english from "@/messages/en/errors.json";
import "./globals.css";

/** The root layout itself failed: the whole document, with the same message and reference. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        <main id="main">
          <ErrorScreen digest={error.digest} onRetry={reset} texts={english} />
        </main>
      </body>
    </html>
  );
}
