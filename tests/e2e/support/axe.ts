import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits until every CSS animation and transition of the page that ends has ended: a dialog's
 * zoom-in, a button's fade-in once it is enabled. Axe judges colours as they are drawn, so a check
 * mid-fade would depend on how fast the machine draws; endless ones (a spinner) are not waited for.
 * `getAnimations()` applies pending style changes first, so a transition just set off is included.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

interface AxeOptions {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Which impacts count; serious and critical unless told. */
  impacts?: readonly string[];
}

/** Axe's findings (WCAG 2.1 A and AA, and best practices) on the page as it has settled. */
export async function axeViolations(
  page: Page,
  { include, impacts = ["serious", "critical"] }: AxeOptions = {},
) {
  await animationsSettled(page);
  // Legacy mode runs axe in the page alone; the default also opens a blank page to merge the
  // results of frames, which no page we check has (only the development outbox shows e-mails in
  // frames): a third of each check's time, and the suite runs some forty.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => impacts.includes(v.impact ?? ""))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

/** Every impact: minor and moderate findings fail too. */
export const ALL_IMPACTS = ["minor", "moderate", "serious", "critical"] as const;
