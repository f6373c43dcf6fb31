import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The parts of the product that speak Spanish take every word they show from the catalogues
 * (messages/): a component of theirs that renders an English string of its own fails here. Each
 * part is listed once it is translated; the back office stays English and is not listed.
 */
const TRANSLATED = [
  "components/site/root-document.tsx",
  "components/site/language-switch.tsx",
  // The local pages (location pages, service-area hubs, cost guides).
  "components/location",
  "components/cost-guide",
  "app/_pages/location-page.tsx",
  "app/_pages/location-image.tsx",
  "app/_pages/service-areas-page.tsx",
  "app/_pages/service-area-county-page.tsx",
  "app/_pages/cost-guide-page.tsx",
  "app/_pages/county-cost-guide-page.tsx",
  "app/(en)/location",
  "app/location",
  "app/es/location",
  "app/es/locations",
  "app/es/cost",
  // The customer's e-mails and the painter's job e-mails (the invitation, sent before a painter
  // chooses a language, and the back office's e-mails stay English).
  "lib/email/templates/layout.tsx",
  "lib/email/templates/booking-emails.tsx",
  "lib/email/templates/booking-hold-email.tsx",
  "lib/email/templates/review-emails.tsx",
  "lib/email/templates/invoice-emails.tsx",
  // The painter portal (each painter's language).
  "app/(en)/contractor/dashboard",
  "components/contractor/dashboard",
  "components/contractor/i18n",
  "components/contractor/offline/offline-notices.tsx",
  "components/contractor/pwa/install-prompt.tsx",
  "app/_pages/become-painter-page.tsx",
  "app/(en)/become-painter",
  "app/es/become-painter",
  "components/contractor/registration-form.tsx",
  "app/(en)/contractor/login",
  "components/site",
  "components/home",
  "components/content",
  "components/quote/get-quote-button.tsx",
  "components/quiz",
  "app/_pages/home-page.tsx",
  "app/_pages/about-page.tsx",
  "app/_pages/faq-page.tsx",
  "app/_pages/legal-text.tsx",
  "app/_pages/privacy-page.tsx",
  "app/_pages/terms-page.tsx",
  "app/_pages/color-consultation-page.tsx",
  "app/_pages/style-quiz-page.tsx",
  "app/(en)/faq",
  "app/(en)/about",
  "app/(en)/privacy",
  "app/(en)/terms",
  "app/(en)/color-consultation",
  "app/(en)/style-quiz",
  "app/(en)/error.tsx",
  "app/es",
  "components/quote/labels.ts",
  "components/quote/number-field.tsx",
  "components/quote/progress-steps.tsx",
  "components/quote/quote-host-mount.tsx",
  "components/quote/quote-host.tsx",
  "components/quote/quote-saved-dialog.tsx",
  "components/quote/quote-wizard.tsx",
  "components/quote/room-card.tsx",
  "components/quote/room-photos.tsx",
  "components/quote/step-conditions.tsx",
  "components/quote/step-project.tsx",
  "components/quote/step-review.tsx",
  "components/quote/step-rooms.tsx",
  "components/quote/surface-paint-options.tsx",
  "components/scheduling",
  "components/booking",
  "app/_pages/booking-intl.tsx",
  "app/_pages/manage-booking-page.tsx",
  "app/_pages/cancel-booking-page.tsx",
  "app/_pages/cancel-booking-without-link-page.tsx",
  "app/_pages/confirm-booking-page.tsx",
  "app/_pages/reschedule-booking-page.tsx",
  "app/_pages/review-page.tsx",
  "app/_pages/invoice-page.tsx",
  "components/invoices",
  "components/reviews",
  "app/(en)/contractor/_i18n",
  "app/(en)/contractor/sign-in-link",
  "app/(en)/contractor/sign-in",
  "app/(en)/contractor/set-password",
  "components/contractor/sign-in",
  "components/contractor/set-password-form.tsx",
  "components/contractor/change-password-form.tsx",
  "components/contractor/new-password-fields.tsx",
];

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
]);

/** Words that are the same in both languages: the brand. */
const SAME_IN_BOTH = /BrushWise( Painting)?/g;

/** Text with two or more letters in a row, once the brand is left out. */
const isWords = (text: string) => /\p{L}{2,}/u.test(text.replace(SAME_IN_BOTH, ""));

function filesOf(entry: string): string[] {
  const full = path.join(process.cwd(), entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx$/.test(file))
    .map((file) => path.join(entry, file));
}

/** "file:line: text" for each English string a component renders itself. */
function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${text.trim()}`);
  };
  const visitRendered = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      if (isWords(expression.text)) report(expression, expression.text);
    } else if (ts.isConditionalExpression(expression)) {
      visitRendered(expression.whenTrue);
      visitRendered(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression)) {
      visitRendered(expression.right);
    } else if (ts.isParenthesizedExpression(expression)) {
      visitRendered(expression.expression);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) visitRendered(node.expression);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) {
        if (isWords(node.initializer.text)) report(node, node.initializer.text);
      } else if (ts.isJsxExpression(node.initializer)) visitRendered(node.initializer.expression);
    }
    // toast.error("…"), toast("…"): the spec's toasts are messages too.
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (/^toast(\.\w+)?$/.test(callee)) visitRendered(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("translated components", () => {
  it("render no English string of their own", () => {
    const found = TRANSLATED.flatMap(filesOf).flatMap(hardCodedTexts);
    expect(found).toEqual([]);
  });

  it("catch what they are meant to", () => {
    const probe = path.join("tests/unit/lib/i18n/fixtures/hard-coded.tsx");
    expect(hardCodedTexts(probe)).toEqual([
      `${probe}:13: Book now`,
      `${probe}:15: Close the form`,
      `${probe}:19: Saved`,
      `${probe}:20: Your booking is confirmed.`,
    ]);
  });
});
