import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { useAdminApi } from "@/components/admin/admin-api";
import { BookingStatusBadge } from "@/components/booking/booking-status-badge";
import {
  isBookingPage,
  RECENT_BOOKINGS_URL,
  RecentBookings,
  type AdminBookingPage,
} from "@/components/admin/bookings/bookings-list";
import { JobDetailsDialog } from "@/components/admin/bookings/job-details-dialog";
import { readJobSpecifications } from "@/components/admin/bookings/job-specifications";
import type { Resource } from "@/components/api/use-resource";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { toast } from "@/components/ui/toast";
import { bookingFixture, jsonResponse, mockFetch, QUOTE_ID, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

/** A page of GET /api/admin/bookings, as the dashboard's resource holds it. */
const ready = (bookings: AdminBooking[], nextCursor: string | null = null): Resource<AdminBookingPage> => ({
  status: "ready",
  data: { bookings, nextCursor },
  error: null,
});
const noop = () => undefined;

describe("booking status badge", () => {
  it.each([
    ["scheduled", "default", "Scheduled"],
    ["cancelled", "destructive", "Cancelled"],
    ["confirmed", "secondary", "Confirmed"],
    ["in_progress", "secondary", "In Progress"],
    ["pending", "secondary", "Pending"],
  ])("%s uses the %s style", (status, variant, label) => {
    render(<BookingStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute("data-variant", variant);
  });
});

describe("RecentBookings", () => {
  it("asks the server for the 10 newest bookings only", () => {
    expect(RECENT_BOOKINGS_URL).toBe("/api/admin/bookings?limit=10");
  });

  it("accepts only a page of bookings as the answer", () => {
    expect(isBookingPage({ bookings: [], nextCursor: null })).toBe(true);
    expect(isBookingPage({ bookings: [bookingFixture()], nextCursor: "abc" })).toBe(true);
    expect(isBookingPage([bookingFixture()])).toBe(false);
    expect(isBookingPage({ bookings: [] })).toBe(false);
    expect(isBookingPage({ bookings: [], nextCursor: 3 })).toBe(false);
    expect(isBookingPage(null)).toBe(false);
  });

  it("shows at most 10 bookings with customer, contractor and the financial split", async () => {
    const bookings = Array.from({ length: 12 }, (_, i) =>
      bookingFixture({ id: `b${i}`, customerName: `Customer ${i}` }),
    );
    const onDetails = jest.fn();
    const user = userEvent.setup();
    render(
      <RecentBookings
        resource={ready(bookings, "next-page")}
        onReload={noop}
        onLogin={noop}
        onDetails={onDetails}
        onEdit={noop}
      />,
    );
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText("Customer 0")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Marco Rossi")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Contractor $600.00")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Platform $400.00")).toBeInTheDocument();
    await user.click(within(items[0]!).getByRole("button", { name: "View Job Details for Customer 0" }));
    expect(onDetails).toHaveBeenCalledWith(bookings[0]);
  });

  it("says 'No recent bookings found' when there are none", () => {
    render(
      <RecentBookings resource={ready([])} onReload={noop} onLogin={noop} onDetails={noop} onEdit={noop} />,
    );
    expect(screen.getByText("No recent bookings found")).toBeInTheDocument();
  });

  it("offers Refresh after 'Error loading bookings'", async () => {
    const onReload = jest.fn();
    const user = userEvent.setup();
    render(
      <RecentBookings
        resource={{
          status: "error",
          data: null,
          error: "Something went wrong on our side. Please try again.",
          httpStatus: 500,
        }}
        onReload={onReload}
        onLogin={noop}
        onDetails={noop}
        onEdit={noop}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading bookings");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to fetch bookings: 500 Something went wrong on our side. Please try again.",
    );
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(onReload).toHaveBeenCalled();
  });

  it("asks to log in again when the session expired", async () => {
    const onLogin = jest.fn();
    const user = userEvent.setup();
    render(
      <RecentBookings
        resource={{ status: "unauthorized", data: null, error: null }}
        onReload={noop}
        onLogin={onLogin}
        onDetails={noop}
        onEdit={noop}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Authentication Required");
    expect(alert).toHaveTextContent("Your session has expired. Please log in again to view bookings.");
    await user.click(within(alert).getByRole("button", { name: "Log In Again" }));
    expect(onLogin).toHaveBeenCalled();
  });
});

describe("job specifications", () => {
  it("reports each unreadable part with its message", () => {
    expect(
      readJobSpecifications({ rooms: "{not json", conditions: "{", paintOptions: "[" }).problems,
    ).toEqual(["Error parsing room data", "Error parsing conditions", "Error parsing paint options"]);
    expect(readJobSpecifications({ rooms: { type: "bedroom" } }).problems).toEqual([
      "Invalid room data format",
    ]);
    const ok = readJobSpecifications({
      rooms: JSON.stringify([{ type: "bedroom", length: 12, width: 10 }]),
      conditions: { primer: true },
      paintOptions: null,
    });
    expect(ok.problems).toEqual([]);
    expect(ok.rooms).toHaveLength(1);
    expect(ok.conditions).toEqual({ primer: true });
  });

  it("loads on demand in the job-details dialog", async () => {
    const { callsTo } = mockFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: {
        id: QUOTE_ID,
        rooms: [
          {
            id: "r1",
            type: "living-room",
            length: 18,
            width: 14,
            height: 9,
            paintWalls: true,
            paintTrim: true,
            paintDoors: true,
            doorCount: 2,
            paintOptions: {
              walls: { quality: "premium", finish: "eggshell", colorCode: "SW 7008 Alabaster" },
              trim: { quality: "premium", finish: "semi-gloss" },
            },
          },
        ],
        conditions: { primer: true, furnitureMoving: true, substantialPrep: false },
        paintOptions: { quality: "premium", finish: "eggshell", customerSupplies: false },
      },
    });
    renderAdmin(<JobDetailsDialog booking={bookingFixture()} onOpenChange={noop} />);
    const dialog = screen.getByRole("dialog", { name: "Job Details" });
    expect(within(dialog).getByText("Emily Carter")).toBeInTheDocument();
    expect(within(dialog).getByText("Morning (8-12)")).toBeInTheDocument();
    expect(within(dialog).getByText("$600.00")).toBeInTheDocument();
    expect(within(dialog).getByText("$400.00")).toBeInTheDocument();
    expect(await within(dialog).findByText("Living Room")).toBeInTheDocument();
    expect(within(dialog).getByText("18 × 14 ft, 9 ft ceiling")).toBeInTheDocument();
    expect(within(dialog).getByText("Walls, Trim, Doors (2)")).toBeInTheDocument();
    expect(within(dialog).getByText("Premium · Eggshell · SW 7008 Alabaster")).toBeInTheDocument();
    expect(within(dialog).getByText("Primer, Furniture moving")).toBeInTheDocument();
    expect(within(dialog).getByText("Premium quality, Eggshell finish")).toBeInTheDocument();
    expect(callsTo("GET", `/api/quotes/${QUOTE_ID}`)).toHaveLength(1);
  });

  it("shows the booking's invoices with where each stands, in Financials beside the photos of the work", () => {
    mockFetch({ [`GET /api/quotes/${QUOTE_ID}`]: { id: QUOTE_ID, rooms: [] } });
    const invoices: AdminBooking["invoices"] = [
      {
        id: "i1",
        number: "BW-2026-000041",
        kind: "job",
        status: "open",
        totalCents: 100000,
        dueCents: 41250,
      },
      {
        id: "i2",
        number: "BW-2026-000042",
        kind: "cancellation_fee",
        status: "paid",
        totalCents: 5000,
        dueCents: 0,
      },
    ];
    renderAdmin(<JobDetailsDialog booking={bookingFixture({ invoices })} onOpenChange={noop} />);
    const financials = within(screen.getByRole("dialog", { name: "Job Details" }))
      .getByRole("heading", { name: "Financials" })
      .closest("section")!;
    expect(within(financials).getByText("BW-2026-000041 · $412.50 due")).toBeInTheDocument();
    expect(within(financials).getByText("Invoice")).toBeInTheDocument();
    expect(within(financials).getByText("BW-2026-000042 · Paid")).toBeInTheDocument();
    expect(within(financials).getByText("Cancellation fee invoice")).toBeInTheDocument();
    expect(financials.nextElementSibling).toHaveTextContent("Photos of the Work");
  });

  it("says 'Failed to fetch quote details' when the quote cannot be fetched", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
    renderAdmin(<JobDetailsDialog booking={bookingFixture()} onOpenChange={noop} />);
    expect(await screen.findByText("Failed to fetch quote details")).toBeInTheDocument();
  });
});

function Probe({ url }: { url: string }) {
  const api = useAdminApi();
  useEffect(() => {
    void api.get(url);
  }, [api, url]);
  return null;
}

describe("admin session", () => {
  it("a 401 says 'Session expired: Please log in again' and returns to the login", async () => {
    mockFetch({ "GET /api/admin/bookings": jsonResponse(401, { error: "Admin login required" }) });
    renderAdmin(<Probe url="/api/admin/bookings" />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/login"));
    expect(toast.error).toHaveBeenCalledWith("Session expired", { description: "Please log in again" });
  });

  it("a 403 (a contractor's session) also goes to the login", async () => {
    mockFetch({
      "GET /api/admin/contractors": jsonResponse(403, { error: "You do not have access to this resource" }),
    });
    renderAdmin(<Probe url="/api/admin/contractors" />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/login"));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
