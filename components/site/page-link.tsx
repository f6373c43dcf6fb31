import type { ComponentProps } from "react";

/**
 * A link between the site's pages: a plain <a>, on purpose. The public pages are static HTML,
 * and a full load of one costs a phone less than next/link would: its router code on every page
 * (about 3.4 kB of JavaScript, gzip) and a prefetch of every link in view as the page loads (the
 * footer alone lists sixteen location pages). To go back to client-side navigation, change this
 * one file (and `npm run size` will show what it costs).
 */
export function PageLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <a href={href} {...props} />;
}
