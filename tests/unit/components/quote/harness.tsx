/**
 * Shared set-up for the quote wizard component tests: a fake API behind
 * global.fetch, the provider with a Get Quote button, and step helpers.
 * (Not a test file itself: jest only runs *.test.tsx.)
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { loadQuoteHost } from "@/components/quote/quote-launcher";
import { QuoteWizardProvider, type QuoteSavedHandler } from "@/components/quote/quote-wizard-provider";
import { resetPricingConfigForTests } from "@/components/quote/use-pricing-config";
import { TooltipProvider } from "@/components/ui/tooltip";
import { DEFAULT_PRICING_ITEMS, EMPTY_PRICING, type PricingConfig } from "@/lib/pricing/index.shared";

export const PRICING: PricingConfig = DEFAULT_PRICING_ITEMS.reduce(
  (config, item) => ({ ...config, [item.name]: item.value }),
  { ...EMPTY_PRICING },
);

/**
 * What the wizard's tests reach on demand, for loadOnDemandParts (tests/helpers/on-demand.ts): the
 * quote host, which a Get Quote link starts loading when the pointer or the focus reaches it, and the
 * default "quote saved" dialog, QuoteWizardProvider's next/dynamic import. Loaded before the tests,
 * their compile never runs inside a test's wait.
 */
export const WIZARD_ON_DEMAND_PARTS = [loadQuoteHost, () => import("@/components/quote/quote-saved-dialog")];

export const SERVED_ADDRESS = "2116 Spruce St, Philadelphia, PA 19103";
export const UNSERVED_ADDRESS = "1 Main St, Pittsburgh, PA 15222";

interface FakeReply {
  status: number;
  body: unknown;
}
export type Route = (init: { method: string; body: unknown }) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  fetch: jest.Mock;
  routes: Record<string, Route>;
  calls: (method: string, url: string) => { method: string; body: unknown }[];
}

function reply({ status, body }: FakeReply) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? "OK" : "Error",
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/** Installs a fake API on global.fetch; routes are keyed "METHOD /path". */
export function installFakeApi(overrides: Record<string, Route> = {}): FakeApi {
  const routes: Record<string, Route> = {
    "GET /api/pricing/config": () => ({ status: 200, body: PRICING }),
    "POST /api/check-service-area": ({ body }) => {
      const address = (body as { address: string }).address;
      return address.includes("19103")
        ? { status: 200, body: { isServiceable: true, message: "Great news! We serve Philadelphia County." } }
        : { status: 200, body: { isServiceable: false, message: "Sorry, we don't serve 15222 yet." } };
    },
    ...overrides,
  };
  const log: { key: string; method: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const key = `${method} ${url}`;
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
    log.push({ key, method, body });
    const route = routes[key];
    if (!route) return reply({ status: 404, body: { error: `No fake route for ${key}` } });
    return reply(await route({ method, body }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    routes,
    calls: (method, url) => log.filter((c) => c.key === `${method} ${url}`),
  };
}

export function renderWizard({ onQuoteSaved }: { onQuoteSaved?: QuoteSavedHandler } = {}) {
  resetPricingConfigForTests();
  const user = userEvent.setup();
  const utils = render(
    <TooltipProvider>
      <QuoteWizardProvider onQuoteSaved={onQuoteSaved}>
        <GetQuoteButton />
      </QuoteWizardProvider>
    </TooltipProvider>,
  );
  return { user, ...utils };
}

export const wizard = () => screen.getByRole("dialog", { name: "Get Your Instant Quote" });

export async function openWizard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("link", { name: "Get Quote" }));
  return wizard();
}

export async function completeProjectStep(user: ReturnType<typeof userEvent.setup>) {
  const dialog = wizard();
  await user.type(within(dialog).getByRole("textbox", { name: "Property address" }), SERVED_ADDRESS);
  await user.click(within(dialog).getByRole("button", { name: "Verify" }));
  await within(dialog).findByText("Great news! We serve Philadelphia County.");
  await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "Dana Whitfield");
  await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "dana@example.com");
  await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "215-555-0199");
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await within(dialog).findByRole("heading", { name: "Room configuration" });
}

/** Room 1 sized 12 × 10 with a walls colour code: a valid room. */
export async function fillFirstRoom(user: ReturnType<typeof userEvent.setup>) {
  const room = screen.getByRole("region", { name: "Room 1" });
  await user.type(within(room).getByRole("spinbutton", { name: "Room 1 Length (ft)" }), "12");
  await user.type(within(room).getByRole("spinbutton", { name: "Room 1 Width (ft)" }), "10");
  await user.type(within(room).getByRole("textbox", { name: "Room 1 Walls Color code" }), "SW 7008");
  return room;
}

export async function waitForPricing(api: FakeApi) {
  await waitFor(() => expect(api.calls("GET", "/api/pricing/config").length).toBeGreaterThan(0));
}
