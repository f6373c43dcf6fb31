/**
 * Opens the quote wizard at step 1 (docs/product.md §2). A module of its own so that browser code can
 * link to the wizard without lib/site.shared.ts, which reads the environment.
 */
export const GET_QUOTE_HREF = "/?quote=true";
