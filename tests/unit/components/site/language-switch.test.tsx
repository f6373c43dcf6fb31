import { render } from "@testing-library/react";
import { SiteHeader } from "@/components/site/site-header";
import {
  hasSpanishTwin,
  LANGUAGE_NAMES,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
} from "@/lib/i18n/locales.shared";
import { en } from "@/messages/en";
import { es } from "@/messages/es";

let pathname = "/";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
}));

// Pages of both languages, with and without a twin (the portal, the back office, unknown addresses).
const PATHS = [
  "/",
  "/faq",
  "/location/19103",
  "/locations/chester-county",
  "/cost/interior-painting/philadelphia-county",
  "/review/abc123",
  "/contractor/dashboard",
  "/admin",
  "/dev/emails",
  "/no-such-page",
  "/es",
  "/es/faq",
  "/es/location/19103",
  "/es/cancel-booking/abc123",
  "/es/no-such-page",
];

/** The header's switch on `path`, as its root layout renders it. */
function switchOn(path: string) {
  pathname = path;
  const { unmount } = render(<SiteHeader locale={localeOfPath(path)} />);
  const link = document.querySelector("header a[hreflang]");
  const found = link && {
    href: link.getAttribute("href"),
    hrefLang: link.getAttribute("hreflang"),
    lang: link.getAttribute("lang"),
    text: link.textContent,
    title: link.getAttribute("title"),
  };
  unmount();
  return found;
}

describe("the header's language switch", () => {
  it.each(PATHS)("on %s leads to the same page in the other language, where it has one", (path) => {
    const english = unlocalizedPath(path);
    const target = localeOfPath(path) === "en" ? "es" : "en";
    const expected = hasSpanishTwin(english)
      ? {
          href: localizedPath(target, english),
          hrefLang: target,
          lang: target,
          text: LANGUAGE_NAMES[target],
          title: expect.any(String),
        }
      : null;
    expect(switchOn(path)).toEqual(expected);
  });

  it("is described by its page's catalogue", () => {
    expect(switchOn("/faq")?.title).toBe(en.site.languageSwitch);
    expect(switchOn("/es/faq")?.title).toBe(es.site.languageSwitch);
  });
});
