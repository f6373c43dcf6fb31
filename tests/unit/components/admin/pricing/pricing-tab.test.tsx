import "../../../../setup/dom-polyfills";

import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PricingTab } from "@/components/admin/pricing/pricing-tab";
import { PRICING_DRAFT_KEY } from "@/components/admin/pricing/pricing-draft";
import { toast } from "@/components/ui/toast";
import { pricingUpdateSchema } from "@/lib/validations/admin.shared";
import { jsonResponse, mockFetch, PRICING_ITEMS, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

const saveButton = () => screen.getByRole("button", { name: "Save Changes" });
const badge = () => screen.queryByText("Unsaved Changes");

async function setup(
  update: unknown = (call: { body: { updates: { name: string; value: number }[] } }) =>
    jsonResponse(200, {
      message: "Pricing updated successfully",
      items: PRICING_ITEMS.map((i) => ({
        ...i,
        value: call.body.updates.find((u) => u.name === i.name)?.value ?? i.value,
      })),
    }),
) {
  const api = mockFetch({
    "GET /api/admin/pricing/config": PRICING_ITEMS,
    "POST /api/admin/pricing/update": update,
  });
  const user = userEvent.setup();
  renderAdmin(<PricingTab />);
  await screen.findByLabelText("Wall cost per sq ft");
  return { ...api, user };
}

describe("PricingTab", () => {
  it("groups the items and uses min 0, step 0.01 (step 1 for counts)", async () => {
    await setup();
    const surfaces = screen.getByRole("group", { name: "Surfaces and Labor" });
    expect(
      within(surfaces)
        .getAllByRole("spinbutton")
        .map((i) => i.getAttribute("name")),
    ).toEqual(["wallCostPerSqFt", "doorCost", "furnitureMovingCost"]);
    expect(
      within(screen.getByRole("group", { name: "Quality and Materials" })).getByLabelText(
        "Premium paint markup",
      ),
    ).toHaveValue(0.22);
    const business = screen.getByRole("group", { name: "Commission, Markup and Business" });
    expect(within(business).getByLabelText("Contractor commission rate")).toBeInTheDocument();

    const wall = screen.getByLabelText("Wall cost per sq ft");
    expect(wall).toHaveAttribute("min", "0");
    expect(wall).toHaveAttribute("step", "0.01");
    expect(screen.getByLabelText("Crew Size")).toHaveAttribute("step", "1");
  });

  it("shows Unsaved Changes and enables Save only while something changed", async () => {
    const { user } = await setup();
    expect(badge()).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    const wall = screen.getByLabelText("Wall cost per sq ft");
    await user.clear(wall);
    await user.type(wall, "2.1");
    expect(badge()).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    // Back to the saved value: nothing to save.
    await user.clear(wall);
    await user.type(wall, "1.85");
    expect(badge()).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("sends only the changed items as numbers and clears the badge", async () => {
    const { user, callsTo } = await setup();
    const wall = screen.getByLabelText("Wall cost per sq ft");
    await user.clear(wall);
    await user.type(wall, "2.1");
    const door = screen.getByLabelText("Door cost");
    await user.clear(door);
    await user.type(door, "70");
    await user.click(saveButton());

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Pricing updated successfully", expect.anything()),
    );
    expect(callsTo("POST", "/api/admin/pricing/update")[0]!.body).toEqual({
      updates: [
        { name: "wallCostPerSqFt", value: 2.1 },
        { name: "doorCost", value: 70 },
      ],
    });
    expect(badge()).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByLabelText("Wall cost per sq ft")).toHaveValue(2.1);
  });

  it("does not save an empty value", async () => {
    const { user, callsTo } = await setup();
    await user.clear(screen.getByLabelText("Door cost"));
    expect(badge()).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText("Enter a number of 0 or more.")).toBeInTheDocument();
    expect(callsTo("POST", "/api/admin/pricing/update")).toHaveLength(0);
  });

  it("refuses what the API would, with its message: over 1,000,000 or below 0", async () => {
    const { user, callsTo } = await setup();
    const door = screen.getByLabelText("Door cost");
    await user.clear(door);
    await user.type(door, "1000001");
    expect(saveButton()).toBeDisabled();
    expect(door).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Values cannot be more than 1,000,000")).toBeInTheDocument();
    expect(
      pricingUpdateSchema.safeParse({ updates: [{ name: "doorCost", value: 1000001 }] }).error?.issues[0]
        ?.message,
    ).toBe("Values cannot be more than 1,000,000");

    await user.clear(door);
    await user.type(door, "-1");
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText("Values cannot be negative")).toBeInTheDocument();

    await user.clear(door);
    await user.type(door, "1000000");
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(callsTo("POST", "/api/admin/pricing/update")).toHaveLength(1));
    expect(callsTo("POST", "/api/admin/pricing/update")[0]!.body).toEqual({
      updates: [{ name: "doorCost", value: 1_000_000 }],
    });
  });

  it("says 'Error updating pricing' with the server's message and keeps the changes", async () => {
    const { user } = await setup(
      jsonResponse(400, { error: "Invalid request: updates.0.value: Values cannot be negative" }),
    );
    const wall = screen.getByLabelText("Wall cost per sq ft");
    await user.clear(wall);
    await user.type(wall, "3");
    await user.click(saveButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error updating pricing", {
        description: "Invalid request: updates.0.value: Values cannot be negative",
      }),
    );
    expect(badge()).toBeInTheDocument();
  });

  it("keeps unsaved values when the tab is left and opened again, until they are discarded", async () => {
    const { user } = await setup();
    const wall = screen.getByLabelText("Wall cost per sq ft");
    await user.clear(wall);
    await user.type(wall, "2.1");
    cleanup(); // another tab's page replaces this one

    renderAdmin(<PricingTab />);
    expect(await screen.findByLabelText(/^Wall cost per sq ft/)).toHaveValue(2.1);
    expect(badge()).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(badge()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PRICING_DRAFT_KEY)).toBeNull();
  });

  it("forgets the kept values once they are saved", async () => {
    const { user } = await setup();
    const door = screen.getByLabelText("Door cost");
    await user.clear(door);
    await user.type(door, "70");
    expect(sessionStorage.getItem(PRICING_DRAFT_KEY)).toBe(JSON.stringify({ doorCost: "70" }));
    await user.click(saveButton());
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(sessionStorage.getItem(PRICING_DRAFT_KEY)).toBeNull();
  });

  it("ignores a kept draft it cannot read", async () => {
    sessionStorage.setItem(PRICING_DRAFT_KEY, "not json");
    await setup();
    expect(badge()).not.toBeInTheDocument();
  });
});
