let keySeq = 0;

/**
 * A key for a list item made in the browser (a room, a photo being uploaded), unique in the page;
 * never sent. Apart from the quote draft modules (lib/quotes/draft*.ts), which bring pricing and
 * zod, so a light page can use it.
 */
export function clientKey(prefix = "k"): string {
  keySeq += 1;
  return `${prefix}-${Date.now().toString(36)}-${keySeq}`;
}
