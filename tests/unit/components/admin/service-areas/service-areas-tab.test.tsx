import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ServiceAreasTab } from "@/components/admin/service-areas/service-areas-tab";
import { toast } from "@/components/ui/toast";
import { AREA_ID, areaFixture, jsonResponse, mockFetch, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const INACTIVE = areaFixture({
  id: "1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  name: "Old Zone",
  isActive: false,
  contractorCount: 0,
});

async function setup(routes: Record<string, unknown> = {}) {
  const api = mockFetch({
    "GET /api/admin/service-areas?showInactive=true": [areaFixture(), INACTIVE],
    "GET /api/admin/service-areas": [areaFixture()],
    "POST /api/admin/service-areas": (call: { body: Record<string, unknown> }) =>
      jsonResponse(201, { ...areaFixture(), ...call.body, id: "new" }),
    ...routes,
  });
  const onChanged = jest.fn();
  const user = userEvent.setup();
  renderAdmin(<ServiceAreasTab onChanged={onChanged} />);
  await screen.findByRole("cell", { name: "Center City" });
  return { ...api, user, onChanged };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add Area" }));
  return screen.findByRole("dialog", { name: "Add Service Area" });
}

describe("ServiceAreasTab", () => {
  it("asks for inactive areas only when the toggle is on and offers Reactivate for them", async () => {
    const { user, calls } = await setup();
    expect(calls[0]!.url).toBe("/api/admin/service-areas");
    expect(screen.queryByRole("cell", { name: "Old Zone" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Show inactive" }));
    expect(await screen.findByRole("cell", { name: "Old Zone" })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe("/api/admin/service-areas?showInactive=true");
    expect(screen.getByRole("button", { name: "Reactivate Old Zone" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reactivate Center City" })).not.toBeInTheDocument();
  });

  it("keeps Add Area disabled while the name is empty", async () => {
    const { user } = await setup();
    const dialog = await openAdd(user);
    const add = within(dialog).getByRole("button", { name: "Add Area" });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Name"), "   ");
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Name"), "Rittenhouse");
    expect(add).toBeEnabled();
  });

  it("splits zip codes on commas, trims them and drops empties", async () => {
    const { user, callsTo, onChanged } = await setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Name"), "  Rittenhouse ");
    await user.type(within(dialog).getByLabelText("Zip codes (comma-separated)"), " 19103, 19146 ,,19102,  ");
    await user.click(within(dialog).getByRole("button", { name: "Add Area" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Service area added successfully"));
    expect(callsTo("POST", "/api/admin/service-areas")[0]!.body).toEqual({
      name: "Rittenhouse",
      type: "zipcode",
      zipCodes: ["19103", "19146", "19102"],
      counties: [],
      isActive: true,
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it("sends counties for a county area", async () => {
    const { user, callsTo } = await setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Name"), "Suburbs");
    await user.click(within(dialog).getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "County" }));
    await user.type(within(dialog).getByLabelText("Counties (comma-separated)"), "Chester, Delaware,");
    await user.click(within(dialog).getByRole("switch", { name: "Active" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Area" }));

    await waitFor(() => expect(callsTo("POST", "/api/admin/service-areas")).toHaveLength(1));
    expect(callsTo("POST", "/api/admin/service-areas")[0]!.body).toEqual({
      name: "Suburbs",
      type: "county",
      zipCodes: [],
      counties: ["Chester", "Delaware"],
      isActive: false,
    });
  });

  it("refuses malformed zip codes before sending", async () => {
    const { user, callsTo } = await setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Name"), "Bad");
    await user.type(within(dialog).getByLabelText("Zip codes (comma-separated)"), "1910");
    await user.click(within(dialog).getByRole("button", { name: "Add Area" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Zip codes have 5 digits");
    expect(callsTo("POST", "/api/admin/service-areas")).toHaveLength(0);
  });

  it("edits without changing the type and reports failures as 'Failed to update service area'", async () => {
    const { user, callsTo } = await setup({
      [`PUT /api/admin/service-areas/${AREA_ID}`]: jsonResponse(400, {
        error: "Invalid request: zipCodes.0: Zip codes have 5 digits",
      }),
    });
    await user.click(screen.getByRole("button", { name: "Edit Center City" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Area" });
    expect(within(dialog).getByLabelText("Type")).toHaveValue("Zip codes");
    expect(within(dialog).getByLabelText("Type")).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Zip codes (comma-separated)")).toHaveValue("19103, 19107");
    await user.type(within(dialog).getByLabelText("Zip codes (comma-separated)"), ", 19106");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to update service area", {
        description: "Invalid request: zipCodes.0: Zip codes have 5 digits",
      }),
    );
    expect(callsTo("PUT", `/api/admin/service-areas/${AREA_ID}`)[0]!.body).toEqual({
      name: "Center City",
      isActive: true,
      zipCodes: ["19103", "19107", "19106"],
    });
  });

  it("deletes permanently after a confirm and shows a refusal with the server's message", async () => {
    const message =
      "This area still has 2 upcoming job(s) assigned through it. Deactivate it instead, or reassign those jobs first.";
    const { user, callsTo } = await setup({
      [`DELETE /api/admin/service-areas/${AREA_ID}`]: jsonResponse(409, { error: message }),
    });
    await user.click(screen.getByRole("button", { name: "Delete Center City" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("Delete Center City permanently?");
    await user.click(within(confirm).getByRole("button", { name: "Delete Permanently" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error: Failed to delete service area", {
        description: message,
      }),
    );
    expect(callsTo("DELETE", `/api/admin/service-areas/${AREA_ID}`)).toHaveLength(1);
  });

  it("says 'Service area permanently deleted' when the delete succeeds", async () => {
    const { user } = await setup({
      [`DELETE /api/admin/service-areas/${AREA_ID}`]: {
        success: true,
        message: "Service area permanently deleted",
      },
    });
    await user.click(screen.getByRole("button", { name: "Delete Center City" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete Permanently" }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Service area permanently deleted", expect.anything()),
    );
  });
});
