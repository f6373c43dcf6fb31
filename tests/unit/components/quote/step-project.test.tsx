import "../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { QUOTE_MESSAGES } from "@/lib/validations/quote.shared";
import { loadOnDemandParts } from "../../../helpers/on-demand";
import {
  installFakeApi,
  openWizard,
  renderWizard,
  SERVED_ADDRESS,
  UNSERVED_ADDRESS,
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

describe("quote wizard: step 1 (project information)", () => {
  it("opens at step 1 with Verify disabled while the address is blank and Next disabled until the area is confirmed", async () => {
    installFakeApi();
    const { user } = renderWizard();
    const dialog = await openWizard(user);

    expect(within(dialog).getByRole("heading", { name: "Project information" })).toBeInTheDocument();
    const current = within(dialog)
      .getByRole("list", { name: "Quote progress" })
      .querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent("Project");
    expect(within(dialog).queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();

    const verify = within(dialog).getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();
    expect(within(dialog).getByText(QUOTE_MESSAGES.unverified)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();

    await user.type(within(dialog).getByRole("textbox", { name: "Property address" }), "   ");
    expect(verify).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Property address" }), "x");
    expect(verify).toBeEnabled();

    expect(within(dialog).getByRole("radio", { name: "Interior" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Exterior" })).toBeDisabled();
    expect(within(dialog).getByText("coming soon")).toBeInTheDocument();
  });

  it("checks only addresses longer than 5 characters", async () => {
    const api = installFakeApi();
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Property address" }), "12345");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(api.calls("POST", "/api/check-service-area")).toHaveLength(0);
    expect(within(dialog).getByText("Enter the full property address")).toBeInTheDocument();
  });

  it("shows the not-served banner and the server's message in a destructive toast", async () => {
    const api = installFakeApi();
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Property address" }), UNSERVED_ADDRESS);
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));

    expect(await within(dialog).findByText(QUOTE_MESSAGES.notServed)).toBeInTheDocument();
    expect(within(dialog).queryByText(QUOTE_MESSAGES.unverified)).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Sorry, we don't serve 15222 yet.");
    expect(api.calls("POST", "/api/check-service-area")[0]!.body).toEqual({ address: UNSERVED_ADDRESS });
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("toasts when the check fails and stays unverified", async () => {
    installFakeApi({ "POST /api/check-service-area": () => ({ status: 500, body: { error: "boom" } }) });
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Property address" }), SERVED_ADDRESS);
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(QUOTE_MESSAGES.checkFailed));
    expect(within(dialog).getByText(QUOTE_MESSAGES.unverified)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("enables Next once serviceable, resets when the address is edited, and requires every field", async () => {
    installFakeApi();
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    const address = within(dialog).getByRole("textbox", { name: "Property address" });
    await user.type(address, SERVED_ADDRESS);
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await within(dialog).findByText("Great news! We serve Philadelphia County.");
    expect(within(dialog).queryByText(QUOTE_MESSAGES.unverified)).not.toBeInTheDocument();
    const next = within(dialog).getByRole("button", { name: "Next" });
    expect(next).toBeEnabled();

    // Editing the address after verifying resets the verification.
    await user.type(address, " ");
    expect(within(dialog).getByText(QUOTE_MESSAGES.unverified)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await within(dialog).findByText("Great news! We serve Philadelphia County.");

    // Serviceable but no name, email or phone.
    await user.click(next);
    expect(toast.error).toHaveBeenCalledWith(QUOTE_MESSAGES.step1Title, {
      description: QUOTE_MESSAGES.step1Text,
    });
    expect(within(dialog).getByText("Full name is required")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Project information" })).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "Dana Whitfield");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "dana@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "215-555-0199");
    await user.click(next);
    expect(await within(dialog).findByRole("heading", { name: "Room configuration" })).toBeInTheDocument();
    expect(
      screen.getByRole("list", { name: "Quote progress" }).querySelector('[data-state="complete"]'),
    ).toHaveTextContent("Project");
  });
});
