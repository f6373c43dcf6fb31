import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
// Component tests render under the English catalogue (./intl.tsx).
import "./intl";
import { clearResourceCache } from "@/components/api/resource-cache";

// findBy*/waitFor wait for a state the component shows; the cap is only how long a broken one may
// take to fail. Testing Library's default of 1 s is less than a busy machine with cold caches (the
// stress runs) takes to render a lazy part's failure through Suspense and an error boundary.
configure({ asyncUtilTimeout: 5_000 });

// Components rendered without a page's IntlProvider read the English catalogue (tests/setup/english-intl.ts).
jest.mock("next-intl", () => {
  const actual = jest.requireActual("next-intl");
  const { englishFallbacks, orEnglish } = jest.requireActual("./english-intl");
  return {
    ...actual,
    useTranslations: orEnglish(actual.useTranslations, englishFallbacks.useTranslations),
    useLocale: orEnglish(actual.useLocale, englishFallbacks.useLocale),
    useFormatter: orEnglish(actual.useFormatter, englishFallbacks.useFormatter),
    useTimeZone: orEnglish(actual.useTimeZone, englishFallbacks.useTimeZone),
  };
});

// The quote wizard keeps its draft for the tab (lib/quotes/draft-storage.shared.ts): each test starts without one.
afterEach(() => globalThis.sessionStorage?.clear());

// The browser's shared GETs are cached for the tab (components/api/resource-cache.ts): each test starts without them.
afterEach(() => clearResourceCache());
