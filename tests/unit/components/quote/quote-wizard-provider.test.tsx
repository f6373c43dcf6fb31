import "../../../setup/dom-polyfills";

import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import {
  QuoteWizardProvider,
  useQuoteSavedHandler,
  useQuoteWizard,
} from "@/components/quote/quote-wizard-provider";
import type { SavedQuoteLike as SavedQuote } from "@/lib/quotes/draft-from-saved-quote.shared";
import {
  PRICING_REFRESH_MS,
  refreshPricingConfig,
  resetPricingConfigForTests,
  usePricingConfig,
} from "@/components/quote/use-pricing-config";
import { TooltipProvider } from "@/components/ui/tooltip";
import { QUOTE_MESSAGES } from "@/lib/validations/quote.shared";
import { loadOnDemandParts } from "../../../helpers/on-demand";
import { installFakeApi, PRICING, wizard, WIZARD_ON_DEMAND_PARTS } from "./harness";

jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn(), info: jest.fn() }),
}));
const searchParams = { current: new URLSearchParams() };
jest.mock("next/navigation", () => ({ useSearchParams: () => searchParams.current }));

// Each test walks the wizard with real user events: allow for a busy machine.
jest.setTimeout(20_000);

// The parts the wizard loads on demand, compiled before the tests rather than inside their waits.
loadOnDemandParts(...WIZARD_ON_DEMAND_PARTS);

beforeEach(() => {
  jest.clearAllMocks();
  resetPricingConfigForTests();
  searchParams.current = new URLSearchParams();
});

function Shell({ children }: { children?: React.ReactNode }) {
  return (
    <TooltipProvider>
      <QuoteWizardProvider>
        <GetQuoteButton />
        {children}
      </QuoteWizardProvider>
    </TooltipProvider>
  );
}

describe("QuoteWizardProvider", () => {
  it("opens at step 1 for ?quote=true and removes the parameter without a reload", async () => {
    installFakeApi();
    window.history.pushState(null, "", "/?quote=true&utm=x#top");
    const replace = jest.spyOn(window.history, "replaceState");
    searchParams.current = new URLSearchParams("quote=true&utm=x");
    render(<Shell />);

    expect(await screen.findByRole("dialog", { name: "Get Your Instant Quote" })).toBeInTheDocument();
    expect(within(wizard()).getByRole("heading", { name: "Project information" })).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith(null, "", "/?utm=x#top");
    expect(window.location.search).toBe("?utm=x");
    replace.mockRestore();
  });

  it("resets to step 1 whenever it opens, keeping the answers", async () => {
    installFakeApi();
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole("link", { name: "Get Quote" }));
    await user.type(within(wizard()).getByRole("textbox", { name: "Full name" }), "Dana");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("link", { name: "Get Quote" }));
    expect(within(wizard()).getByRole("textbox", { name: "Full name" })).toHaveValue("Dana");
  });

  it("can be opened pre-filled from a saved quote at a chosen step; a registered handler replaces the default dialog", async () => {
    const api = installFakeApi();
    const saved: SavedQuote = {
      id: "11111111-2222-4333-8444-555555555555",
      totalCost: 900,
      finalCost: 900,
      address: "2116 Spruce St, Philadelphia, PA 19103",
      propertyType: "condo",
      customerName: "Dana",
      email: "dana@example.com",
      phone: "2155550199",
      rooms: JSON.stringify([
        {
          id: "r",
          cost: 1,
          type: "office",
          length: 10,
          width: 10,
          height: 9,
          paintWalls: true,
          paintOptions: { colorConsultation: true },
        },
      ]),
      conditions: { primer: false, furnitureMoving: false, substantialPrep: true },
    };
    const scheduled = jest.fn();
    function Scheduler() {
      const { openQuoteWizard } = useQuoteWizard();
      useQuoteSavedHandler(scheduled);
      return (
        <button type="button" onClick={() => openQuoteWizard(saved, { step: 4 })}>
          Back to Quote
        </button>
      );
    }
    api.routes["POST /api/quotes"] = () => ({ status: 201, body: { ...saved, id: "new-id" } });
    const user = userEvent.setup();
    render(
      <Shell>
        <Scheduler />
      </Shell>,
    );
    await user.click(screen.getByRole("button", { name: "Back to Quote" }));
    const dialog = wizard();
    expect(within(dialog).getByRole("heading", { name: "Review your quote" })).toBeInTheDocument();
    expect(within(dialog).getByText("Office 1")).toBeInTheDocument();
    expect(within(dialog).getByText("Condo / apartment")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Get Quote & Schedule" }));
    await waitFor(() => expect(scheduled).toHaveBeenCalledWith(expect.objectContaining({ id: "new-id" })));
    expect(api.calls("POST", "/api/quotes")[0]!.body).toMatchObject({
      customerName: "Dana",
      conditions: { substantialPrep: true },
      rooms: [expect.not.objectContaining({ id: "r" })],
    });
    expect(screen.queryByRole("dialog", { name: "Your quote is ready" })).not.toBeInTheDocument();
  });

  it("shows the progress with completed steps checked and the current one marked", async () => {
    installFakeApi();
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole("link", { name: "Get Quote" }));
    const steps = within(within(wizard()).getByRole("list", { name: "Quote progress" })).getAllByRole(
      "listitem",
    );
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveAttribute("aria-current", "step");
    expect(steps.slice(1).every((s) => !s.hasAttribute("aria-current"))).toBe(true);
    expect(within(wizard()).getByText(QUOTE_MESSAGES.unverified)).toBeInTheDocument();
  });
});

describe("pricing refresh", () => {
  function Probe() {
    const { pricing, loaded } = usePricingConfig();
    return <output aria-label="wall rate">{loaded ? pricing.wallCostPerSqFt : "loading"}</output>;
  }

  it("fetches on load, at most once per 60 s, announces changes and ignores failures", async () => {
    jest.useFakeTimers({ now: new Date("2025-03-01T12:00:00Z"), doNotFake: ["queueMicrotask"] });
    try {
      const api = installFakeApi();
      const updated = jest.fn();
      const recalc = jest.fn();
      const hook = jest.fn();
      window.addEventListener("pricingUpdated", updated);
      window.addEventListener("forceQuoteRecalculation", recalc);
      window.recalculateQuote = hook;

      render(
        <Shell>
          <Probe />
        </Shell>,
      );
      await act(async () => {});
      expect(screen.getByRole("status", { name: "wall rate" })).toHaveTextContent(
        String(PRICING.wallCostPerSqFt),
      );
      expect(api.calls("GET", "/api/pricing/config")).toHaveLength(1);
      expect(updated).toHaveBeenCalledTimes(1);

      // Within 60 s: no new request.
      await act(() => refreshPricingConfig());
      expect(api.calls("GET", "/api/pricing/config")).toHaveLength(1);

      // After 60 s, a change is fetched, announced and every price re-renders.
      api.routes["GET /api/pricing/config"] = () => ({
        status: 200,
        body: { ...PRICING, wallCostPerSqFt: 2.5 },
      });
      jest.advanceTimersByTime(PRICING_REFRESH_MS);
      await act(() => refreshPricingConfig());
      expect(screen.getByRole("status", { name: "wall rate" })).toHaveTextContent("2.5");
      expect(updated).toHaveBeenCalledTimes(2);
      expect(recalc).toHaveBeenCalledTimes(2);
      expect(hook).toHaveBeenCalledTimes(2);

      // The same values again: nothing announced. A failure keeps the previous values.
      jest.advanceTimersByTime(PRICING_REFRESH_MS);
      await act(() => refreshPricingConfig());
      expect(updated).toHaveBeenCalledTimes(2);
      api.routes["GET /api/pricing/config"] = () => ({ status: 500, body: "down" });
      jest.advanceTimersByTime(PRICING_REFRESH_MS);
      await act(() => refreshPricingConfig());
      expect(api.calls("GET", "/api/pricing/config")).toHaveLength(4);
      expect(screen.getByRole("status", { name: "wall rate" })).toHaveTextContent("2.5");

      window.removeEventListener("pricingUpdated", updated);
      window.removeEventListener("forceQuoteRecalculation", recalc);
      delete window.recalculateQuote;
    } finally {
      jest.useRealTimers();
    }
  });
});
