/**
 * A catalogue file imported with `?precompiled` (the quote wizard's chunk): next.config.ts's rule runs
 * next-intl's catalogue loader on it, so it arrives precompiled for the format-only formatter. Jest
 * maps it back to the plain file (its translators parse ICU texts). Only for an IntlProvider.
 */
declare module "*.json?precompiled" {
  const messages: import("next-intl").AbstractIntlMessages;
  export default messages;
}
