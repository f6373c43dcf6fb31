import "server-only";
import type { ReactElement } from "react";
import { unstableToPlainText } from "@react-email/render";

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail's HTML and plain text.
 *
 * Not React Email's `render`: that streams through web streams (built for
 * Suspense, which our templates do not use) and converts the text with
 * html-to-text; together about 2.6 ms a message, rendered inside booking
 * transactions, and 30–40 % of a booking's CPU in `npm run bench`.
 * `renderToStaticMarkup` gives the same markup without React's comment
 * markers, and React Email's own newer text converter the same text (headings
 * keep their case): about 0.5 ms together. tests/unit/lib/email/render.test.ts
 * holds both to that.
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  // Imported where it is used: a static import of react-dom/server is refused in the server-component graph.
  const { renderToStaticMarkup } = await import("react-dom/server");
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(element)}`;
  return { html, text: unstableToPlainText(html) };
}
