import "../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { defaultRoomPaintOptions, priceQuote } from "@/lib/pricing/index.shared";
import { QUOTE_MESSAGES } from "@/lib/validations/quote.shared";
import { loadOnDemandParts } from "../../../helpers/on-demand";
import {
  completeProjectStep,
  fillFirstRoom,
  installFakeApi,
  openWizard,
  PRICING,
  renderWizard,
  SERVED_ADDRESS,
  wizard,
  type FakeApi,
  WIZARD_ON_DEMAND_PARTS,
} from "./harness";

jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn(), info: jest.fn() }),
}));
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));

// Each test walks the wizard with real user events: allow for a busy machine.
jest.setTimeout(20_000);

// The parts the wizard loads on demand, compiled before the tests rather than inside their waits.
loadOnDemandParts(...WIZARD_ON_DEMAND_PARTS);

beforeEach(() => jest.clearAllMocks());

const SAVED = {
  id: "5a0c1b2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
  totalCost: 1234.5,
  finalCost: 1234.5,
  subtotal: 1164.62,
  taxAmount: 69.88,
  rooms: [],
  conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
  paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
  breakdown: [],
  createdAt: "2025-01-01T00:00:00.000Z",
};

const expectedPrice = () =>
  priceQuote(
    [
      {
        type: "bedroom",
        length: 12,
        width: 10,
        height: 9,
        paintWalls: true,
        paintCeiling: false,
        paintTrim: false,
        paintDoors: false,
        paintWindows: false,
        doorCount: 0,
        windowCount: 0,
        windowWidth: 3,
        windowHeight: 4,
        excludedArea: 0,
        paintOptions: {
          ...defaultRoomPaintOptions(),
          walls: { quality: "standard", finish: "eggshell", colorCode: "SW 7008", brand: "" },
        },
      },
    ],
    { primer: false, furnitureMoving: true, substantialPrep: false },
    PRICING,
  );

async function toReview(api: FakeApi, onQuoteSaved?: jest.Mock) {
  const utils = renderWizard({ onQuoteSaved });
  await openWizard(utils.user);
  await completeProjectStep(utils.user);
  await fillFirstRoom(utils.user);
  const dialog = wizard();
  await utils.user.click(within(dialog).getByRole("button", { name: "Next" }));
  await within(dialog).findByRole("heading", { name: "Conditions" });
  await utils.user.click(within(dialog).getByRole("checkbox", { name: "Furniture moving (+$50.00 flat)" }));
  await utils.user.click(within(dialog).getByRole("button", { name: "Next" }));
  await within(dialog).findByRole("heading", { name: "Review your quote" });
  return { ...utils, api };
}

describe("quote wizard: steps 3 and 4", () => {
  it("goes back with Previous from any step and keeps the answers", async () => {
    const api = installFakeApi();
    const { user } = await toReview(api);
    const dialog = wizard();
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByRole("checkbox", { name: "Furniture moving (+$50.00 flat)" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByRole("textbox", { name: "Room 1 Walls Color code" })).toHaveValue("SW 7008");
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByRole("textbox", { name: "Property address" })).toHaveValue(SERVED_ADDRESS);
    expect(within(dialog).queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
  });

  it("reviews the breakdown lines and the total from priceQuote", async () => {
    const api = installFakeApi();
    const { user } = await toReview(api);
    const dialog = wizard();
    const price = expectedPrice();
    const table = within(dialog).getByRole("table", { name: "Quote price breakdown" });
    for (const line of price.breakdown.filter((l) => l.kind !== "total")) {
      const row = within(table).getByRole("row", { name: `${line.label} ${line.text}` });
      expect(row).toBeInTheDocument();
    }
    expect(within(table).getByRole("row", { name: "Furniture moving +$50.00" })).toBeInTheDocument();
    expect(within(dialog).getByTestId("review-total")).toHaveTextContent(price.breakdown.at(-1)!.text);
    expect(within(dialog).getByText(/assumes standard wall conditions/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Get Quote & Schedule" })).toBeEnabled();
    void user;
  });

  it("submits the draft, hands the server's quote to onQuoteSaved, closes and resets", async () => {
    let resolve!: (value: { status: number; body: unknown }) => void;
    const api = installFakeApi({
      "POST /api/quotes": () => new Promise((r) => (resolve = r)),
    });
    const onQuoteSaved = jest.fn();
    const { user } = await toReview(api, onQuoteSaved);
    const dialog = wizard();

    await user.click(within(dialog).getByRole("button", { name: "Get Quote & Schedule" }));
    const pending = within(dialog).getByRole("button", { name: /Creating your quote/ });
    expect(pending).toBeDisabled();

    const [call] = api.calls("POST", "/api/quotes");
    expect(call!.body).toMatchObject({
      projectType: "interior",
      address: SERVED_ADDRESS,
      propertyType: "single-family",
      customerName: "Dana Whitfield",
      email: "dana@example.com",
      phone: "215-555-0199",
      conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
      paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
      rooms: [
        expect.objectContaining({
          type: "bedroom",
          length: 12,
          width: 10,
          height: 9,
          excludedArea: 0,
          photos: [],
        }),
      ],
    });

    resolve({ status: 201, body: SAVED });
    await waitFor(() => expect(onQuoteSaved).toHaveBeenCalledWith(SAVED));
    expect(toast.success).toHaveBeenCalledWith(QUOTE_MESSAGES.createdTitle, {
      description: QUOTE_MESSAGES.createdText,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Reopening starts over at step 1 with a fresh draft and no service-area result.
    await user.click(screen.getByRole("link", { name: "Get Quote" }));
    const reopened = wizard();
    expect(within(reopened).getByRole("heading", { name: "Project information" })).toBeInTheDocument();
    expect(within(reopened).getByRole("textbox", { name: "Property address" })).toHaveValue("");
    expect(within(reopened).getByText(QUOTE_MESSAGES.unverified)).toBeInTheDocument();
  });

  it("toasts the failure with the server's message and keeps everything", async () => {
    const api = installFakeApi({
      "POST /api/quotes": () => ({
        status: 400,
        body: { error: "Invalid request: rooms.0.length: Must be above 0" },
      }),
    });
    const onQuoteSaved = jest.fn();
    const { user } = await toReview(api, onQuoteSaved);
    const dialog = wizard();
    await user.click(within(dialog).getByRole("button", { name: "Get Quote & Schedule" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(QUOTE_MESSAGES.createFailed, {
        description: "Invalid request: rooms.0.length: Must be above 0",
      }),
    );
    expect(onQuoteSaved).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Get Quote & Schedule" })).toBeEnabled();
    expect(within(dialog).getByTestId("review-total")).toBeInTheDocument();
  });

  it("without a handler, shows the saved quote's server total and id", async () => {
    const api = installFakeApi({ "POST /api/quotes": () => ({ status: 201, body: SAVED }) });
    const { user } = await toReview(api);
    await user.click(within(wizard()).getByRole("button", { name: "Get Quote & Schedule" }));
    const saved = await screen.findByRole("dialog", { name: "Your quote is ready" });
    expect(within(saved).getByTestId("saved-quote-total")).toHaveTextContent("$1,234.50");
    expect(within(saved).getByTestId("saved-quote-id")).toHaveTextContent(SAVED.id);
    await user.click(within(saved).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
