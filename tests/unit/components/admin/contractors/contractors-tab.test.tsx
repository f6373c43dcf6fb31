import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContractorsTab } from "@/components/admin/contractors/contractors-tab";
import { normalizeProductivity } from "@/components/admin/format";
import type {
  AdminContractorDto as AdminContractor,
  ContractorAreaOptionDto as ContractorAreaOption,
} from "@/lib/admin/contractors";
import { toast } from "@/components/ui/toast";
import {
  AREA_ID,
  areaFixture,
  CONTRACTOR_ID,
  contractorFixture,
  jsonResponse,
  mockFetch,
  renderAdmin,
} from "../helpers";
import { MATCHING_BLOCKERS } from "@/lib/scheduling/matching";
import { listCalls } from "./contractors-tab.fixture";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const OTHER_AREA = "7e6d5c4b-3a29-4817-a6b5-c4d3e2f1a0b9";
const areaOptions = (assigned: Record<string, number> = {}): ContractorAreaOption[] => [
  {
    id: AREA_ID,
    name: "Center City",
    type: "zipcode",
    isActive: true,
    assigned: AREA_ID in assigned,
    priority: assigned[AREA_ID] ?? null,
  },
  {
    id: OTHER_AREA,
    name: "Main Line",
    type: "zipcode",
    isActive: true,
    assigned: OTHER_AREA in assigned,
    priority: assigned[OTHER_AREA] ?? null,
  },
];

interface Server {
  /** What GET /api/admin/contractors lists: the saved contractor, as a real server would. */
  contractor: AdminContractor;
  /** Set to hold the list's reloads (the row then shows only what the change's answer said). */
  holdReloads: boolean;
}

async function setup(
  contractor: AdminContractor = contractorFixture(),
  routes: Record<string, unknown> = {},
) {
  const server: Server = { contractor, holdReloads: false };
  let listed = 0;
  const api = mockFetch({
    "GET /api/admin/contractors": () => {
      listed += 1;
      if (listed > 1 && server.holdReloads) return new Promise<Response>(() => undefined);
      return jsonResponse(200, { contractors: [server.contractor], nextCursor: null });
    },
    [`PATCH /api/admin/contractors/${CONTRACTOR_ID}`]: (call: { body: Partial<AdminContractor> }) => {
      server.contractor = { ...server.contractor, ...call.body };
      return jsonResponse(200, {
        message: "Contractor updated successfully",
        contractor: server.contractor,
      });
    },
    [`GET /api/admin/contractors/${CONTRACTOR_ID}/service-areas`]: areaOptions({ [AREA_ID]: 2 }),
    [`GET /api/admin/contractors/${CONTRACTOR_ID}/availability-conflicts`]: [],
    ...routes,
  });
  const onChanged = jest.fn();
  const user = userEvent.setup();
  renderAdmin(
    <ContractorsTab
      serviceAreas={[areaFixture()]}
      totals={{ contractors: 1, activeContractors: 1 }}
      reloadKey={0}
      onChanged={onChanged}
    />,
  );
  await screen.findByRole("row", { name: /Marco Rossi/ });
  return { ...api, server, user, onChanged };
}

describe("productivity", () => {
  it.each([
    ["", 500],
    ["abc", 500],
    [null, 500],
    ["725", 750],
    ["40", 100],
    ["5000", 2000],
    [1250, 1250],
  ])("normalizes %p to %p", (raw, expected) => {
    expect(normalizeProductivity(raw as string | number | null)).toBe(expected);
  });

  it("is edited in the table within 100–2000 in steps of 50", async () => {
    await setup();
    const input = screen.getByLabelText("Productivity of Marco Rossi (sq ft per day)");
    expect(input).toHaveValue(600);
    expect(input).toHaveAttribute("min", "100");
    expect(input).toHaveAttribute("max", "2000");
    expect(input).toHaveAttribute("step", "50");
    expect(screen.getByRole("button", { name: "Save productivity of Marco Rossi" })).toBeDisabled();
  });

  it("falls back to 500 when the value is not a number", async () => {
    const { user, callsTo, onChanged, server } = await setup();
    server.holdReloads = true;
    const input = screen.getByLabelText("Productivity of Marco Rossi (sq ft per day)");
    await user.clear(input);
    await user.type(input, "abc");
    await user.click(screen.getByRole("button", { name: "Save productivity of Marco Rossi" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Contractor updated successfully"));
    expect(callsTo("PATCH", `/api/admin/contractors/${CONTRACTOR_ID}`)[0]!.body).toEqual({ sqFtPerDay: 500 });
    // The row shows the saved contractor at once (the reload is held), and the dashboard hears of it.
    expect(screen.getByLabelText("Productivity of Marco Rossi (sq ft per day)")).toHaveValue(500);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows 500 for a contractor without a figure and saves with Enter", async () => {
    const { user, callsTo } = await setup(contractorFixture({ sqFtPerDay: null as unknown as number }));
    const input = screen.getByLabelText("Productivity of Marco Rossi (sq ft per day)");
    expect(input).toHaveValue(500);
    await user.clear(input);
    await user.type(input, "820{Enter}");
    await waitFor(() => expect(callsTo("PATCH", `/api/admin/contractors/${CONTRACTOR_ID}`)).toHaveLength(1));
    expect(callsTo("PATCH", `/api/admin/contractors/${CONTRACTOR_ID}`)[0]!.body).toEqual({ sqFtPerDay: 800 });
  });
});

describe("contractor table and details", () => {
  it("shows Active/Inactive and Verified/Pending Verification", async () => {
    await setup(contractorFixture({ isActive: false, isVerified: false }));
    const row = screen.getByRole("row", { name: /Marco Rossi/ });
    expect(within(row).getByText("Inactive")).toBeInTheDocument();
    expect(within(row).getByText("Pending Verification")).toBeInTheDocument();
  });

  it("badges a row whose painter has 2 booked jobs outside their hours", async () => {
    await setup(contractorFixture({ jobsOutsideHours: 2 }));
    const row = screen.getByRole("row", { name: /Marco Rossi/ });
    expect(within(row).getByText("2 jobs outside hours")).toBeInTheDocument();
  });

  it.each([
    [1, "1 job outside hours"],
    [0, null],
    [null, null],
  ])("with %p jobs outside hours the row says %p", async (count, text) => {
    await setup(contractorFixture({ jobsOutsideHours: count }));
    const row = screen.getByRole("row", { name: /Marco Rossi/ });
    if (text) expect(within(row).getByText(text)).toBeInTheDocument();
    else expect(within(row).queryByText(/outside hours/)).not.toBeInTheDocument();
  });

  it("verifies a pending contractor and links the W9 without any token", async () => {
    const pending = contractorFixture({
      isVerified: false,
      w9Document: `/api/admin/w9/${CONTRACTOR_ID}`,
      w9: { name: "w9.pdf", mimeType: "application/pdf", size: 2048, uploadedAt: "2026-01-05T12:00:00.000Z" },
    });
    const { user, callsTo, onChanged, server } = await setup(pending);
    server.holdReloads = true;
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });

    const link = within(dialog).getByRole("link", { name: "Download W9 Document" });
    expect(link).toHaveAttribute("href", `/api/admin/w9/${CONTRACTOR_ID}`);
    expect(link).toHaveAttribute("download", "w9.pdf");
    expect(link.getAttribute("href")).not.toMatch(/token/i);

    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Contractor updated successfully", expect.anything()),
    );
    expect(callsTo("PATCH", `/api/admin/contractors/${CONTRACTOR_ID}`)[0]!.body).toEqual({
      isVerified: true,
    });
    // The row (behind the dialog) shows the answer at once (the reload is held), and the dashboard hears of it.
    const row = screen.getByRole("row", { name: /Marco Rossi/, hidden: true });
    expect(within(row).queryByText("Pending Verification")).not.toBeInTheDocument();
    expect(within(row).getByText("Verified")).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("says why a painter receives no jobs, and that a matched one does", async () => {
    const blocked = contractorFixture({
      isVerified: false,
      matchingBlockers: [MATCHING_BLOCKERS.notVerified, MATCHING_BLOCKERS.noArea],
    });
    const { user } = await setup(blocked);
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    const matching = within(dialog).getByRole("region", { name: "Job Matching" });
    expect(matching).toHaveTextContent("Receives no jobs:");
    expect(
      within(matching)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([MATCHING_BLOCKERS.notVerified, MATCHING_BLOCKERS.noArea]);
  });

  it("tells the admin a verified painter with areas and availability is matched", async () => {
    const { user } = await setup(contractorFixture());
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    expect(within(dialog).getByRole("region", { name: "Job Matching" })).toHaveTextContent(
      "Receives matched jobs in their service areas.",
    );
  });

  it("lists the painter's booked jobs their hours or time off no longer cover", async () => {
    const { user } = await setup(contractorFixture(), {
      [`GET /api/admin/contractors/${CONTRACTOR_ID}/availability-conflicts`]: [
        {
          bookingId: "b1",
          date: "2030-03-12",
          timeSlot: "morning",
          days: 2,
          label: "Tuesday, March 12, Morning",
          customerName: "Tess Tuesday",
        },
      ],
    });
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    const region = within(dialog).getByRole("region", { name: "Booked jobs outside their hours" });
    expect(await within(region).findByRole("listitem")).toHaveTextContent(
      "Tuesday, March 12, Morning (2 days) · Tess Tuesday",
    );
    expect(region).toHaveTextContent("Move or reassign each one from Bookings (Edit):");
  });

  it("says when every booked job is within the painter's hours", async () => {
    const { user } = await setup(contractorFixture());
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    const region = within(dialog).getByRole("region", { name: "Booked jobs outside their hours" });
    expect(await within(region).findByText("None: every booked job is within their hours.")).toBeVisible();
  });

  it("assigns service areas and sets a priority 1–5", async () => {
    const { user, callsTo } = await setup(contractorFixture(), {
      [`POST /api/admin/contractors/${CONTRACTOR_ID}/service-areas`]: areaOptions({
        [AREA_ID]: 2,
        [OTHER_AREA]: 1,
      }),
      [`PUT /api/admin/contractors/${CONTRACTOR_ID}/service-areas/${OTHER_AREA}/priority`]: {
        contractorId: CONTRACTOR_ID,
        serviceAreaId: OTHER_AREA,
        priority: 3,
      },
    });
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    const save = await within(dialog).findByRole("button", { name: "Save Service Areas" });
    expect(within(dialog).getByRole("checkbox", { name: "Center City" })).toBeChecked();
    expect(within(dialog).getByRole("combobox", { name: "Priority for Center City" })).toHaveTextContent(
      "Priority 2",
    );
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole("checkbox", { name: "Main Line" }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Service areas updated successfully"));
    expect(callsTo("POST", `/api/admin/contractors/${CONTRACTOR_ID}/service-areas`)[0]!.body).toEqual({
      serviceAreaIds: [AREA_ID, OTHER_AREA],
    });

    await user.click(within(dialog).getByRole("combobox", { name: "Priority for Main Line" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Priority 1 (highest)",
      "Priority 2",
      "Priority 3",
      "Priority 4",
      "Priority 5 (lowest)",
    ]);
    await user.click(options[2]!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Priority updated successfully"));
    expect(
      callsTo("PUT", `/api/admin/contractors/${CONTRACTOR_ID}/service-areas/${OTHER_AREA}/priority`)[0]!.body,
    ).toEqual({ priority: 3 });
  });

  it("deactivates a contractor", async () => {
    const { user, callsTo, server, onChanged } = await setup(contractorFixture(), {
      [`PUT /api/admin/contractors/${CONTRACTOR_ID}/status`]: {
        contractor: contractorFixture({ isActive: false }),
      },
    });
    server.holdReloads = true;
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Contractor status updated successfully"));
    expect(callsTo("PUT", `/api/admin/contractors/${CONTRACTOR_ID}/status`)[0]!.body).toEqual({
      isActive: false,
    });
    const row = screen.getByRole("row", { name: /Marco Rossi/, hidden: true });
    expect(within(row).getByText("Inactive")).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("resets the password only after a confirm and shows the temporary password", async () => {
    const { user, callsTo } = await setup(contractorFixture(), {
      [`POST /api/admin/contractors/${CONTRACTOR_ID}/reset-password`]: { temporaryPassword: "Tmp-8f3K2pQx" },
    });
    await user.click(screen.getByRole("button", { name: "Details of Marco Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Marco Rossi" });
    await user.click(within(dialog).getByRole("button", { name: "Reset Password" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(callsTo("POST", `/api/admin/contractors/${CONTRACTOR_ID}/reset-password`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Reset Password" }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Password Reset",
        expect.objectContaining({
          description: expect.stringContaining("Tmp-8f3K2pQx"),
          action: expect.objectContaining({ label: "Copy" }),
        }),
      ),
    );
    expect(await screen.findByText("Tmp-8f3K2pQx")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Password" })).toBeInTheDocument();
  });

  it("invites a contractor with the chosen service areas", async () => {
    const { user, calls, callsTo, onChanged } = await setup(contractorFixture(), {
      "POST /api/admin/contractors/invite": jsonResponse(201, {
        contractor: contractorFixture({ id: "x", firstName: "Ana" }),
      }),
    });
    await user.click(screen.getByRole("button", { name: "Invite Contractor" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Contractor" });
    await user.type(within(dialog).getByLabelText("First name"), "Ana");
    await user.type(within(dialog).getByLabelText("Last name"), "Lopez");
    await user.type(within(dialog).getByLabelText("Email"), "Ana.Lopez@Example.com");
    await user.type(within(dialog).getByLabelText("Phone"), "(215) 555-0199");
    await user.click(within(dialog).getByRole("checkbox", { name: "Center City" }));
    await user.click(within(dialog).getByRole("button", { name: "Send Invite" }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Contractor invited successfully", expect.anything()),
    );
    expect(callsTo("POST", "/api/admin/contractors/invite")[0]!.body).toEqual({
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana.lopez@example.com",
      phone: "(215) 555-0199",
      businessName: null,
      serviceAreaIds: [AREA_ID],
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(listCalls(calls)).toEqual(["/api/admin/contractors", "/api/admin/contractors"]),
    );
  });
});
