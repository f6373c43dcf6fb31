import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { AdminApiProvider } from "@/components/admin/admin-api";
import { AllBookings } from "@/components/admin/bookings/all-bookings";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { bookingFixture, jsonResponse, mockFetch, renderAdmin, type Call } from "../helpers";

/**
 * The dashboard's query string, as next/navigation shows it: router.replace changes it and the
 * components reading useSearchParams render again, as in the browser.
 */
const PATHNAME = "/admin/dashboard";
const mockUrl = {
  search: "",
  listeners: new Set<() => void>(),
  set(search: string) {
    mockUrl.search = search;
    mockUrl.listeners.forEach((listener) => listener());
  },
};
const mockRouter = {
  replace: jest.fn((href: string) => {
    // Called from a click, which Testing Library already wraps in act().
    mockUrl.set(href.includes("?") ? href.slice(href.indexOf("?") + 1) : "");
  }),
  push: jest.fn(),
  refresh: jest.fn(),
};
jest.mock("next/navigation", () => {
  const { useMemo, useSyncExternalStore } = jest.requireActual<typeof import("react")>("react");
  const subscribe = (listener: () => void) => {
    mockUrl.listeners.add(listener);
    return () => mockUrl.listeners.delete(listener);
  };
  return {
    useRouter: () => mockRouter,
    usePathname: () => PATHNAME,
    useSearchParams: () => {
      const search = useSyncExternalStore(subscribe, () => mockUrl.search);
      return useMemo(() => new URLSearchParams(search), [search]);
    },
  };
});
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  mockUrl.search = "";
});

const noop = () => undefined;
const ANN = bookingFixture({ id: "a", customerName: "Ann" });
const BOB = bookingFixture({ id: "b", customerName: "Bob", status: "cancelled" });
const CARL = bookingFixture({ id: "c", customerName: "Carl", status: "completed" });

/** A page of GET /api/admin/bookings. */
const page = (bookings: AdminBooking[], nextCursor: string | null = null) => ({ bookings, nextCursor });

/** The query of each GET /api/admin/bookings the list made, in order. */
const listQueries = (calls: Call[]) =>
  calls
    .filter((c) => c.method === "GET" && c.url.startsWith("/api/admin/bookings?"))
    .map((c) => c.url.slice("/api/admin/bookings?".length));

function setup(
  search: string,
  answer: (query: URLSearchParams) => Response | unknown = () => page([ANN, BOB]),
  actions: { onEdit?: jest.Mock; onDetails?: jest.Mock } = {},
) {
  mockUrl.search = search;
  const api = mockFetch({
    "GET /api/admin/bookings": (call: Call) => {
      const result = answer(new URL(call.url, "http://localhost").searchParams);
      return result && typeof result === "object" && "status" in result && "json" in result
        ? (result as Response)
        : jsonResponse(200, result);
    },
  });
  const user = userEvent.setup();
  renderAdmin(
    <AllBookings reloadKey={0} onEdit={actions.onEdit ?? noop} onDetails={actions.onDetails ?? noop} />,
  );
  return { ...api, user };
}

describe("AllBookings", () => {
  it("asks the server for the filters in the URL and lists the page it answers", async () => {
    const { calls } = setup("status=cancelled&county=Montgomery", () => page([BOB]));
    expect(await screen.findByText("Showing 1 booking")).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(["status=cancelled&county=Montgomery"]);
    const table = screen.getByRole("table", { name: "All bookings" });
    expect(within(table).getByText("Bob")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Cancelled");
    expect(screen.getByRole("combobox", { name: "County" })).toHaveTextContent("Montgomery");
  });

  it("asks for the newest bookings without any filter when the URL has none", async () => {
    const { calls } = setup("");
    expect(await screen.findByText("Showing 2 bookings")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/bookings?"]);
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("All statuses");
  });

  it("writes a chosen status into the URL (replacing, not scrolling) and loads its first page", async () => {
    const { user, calls } = setup("sort=scheduled&after=cur-2&page=2", (query) =>
      query.get("status") === "cancelled" ? page([BOB]) : page([ANN, BOB], "cur-3"),
    );
    await screen.findByText("Showing 2 bookings");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Cancelled" }));

    expect(mockRouter.replace).toHaveBeenCalledTimes(1);
    // A new filter is a new result set: its first page, the sort kept.
    expect(mockRouter.replace).toHaveBeenCalledWith(`${PATHNAME}?status=cancelled&sort=scheduled`, {
      scroll: false,
    });
    expect(await screen.findByText("Showing 1 booking")).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(["sort=scheduled&cursor=cur-2", "status=cancelled&sort=scheduled"]);
    expect(screen.getByText("Page 1")).toBeInTheDocument();
  });

  it("searches on submit, not on each keystroke", async () => {
    const { user, calls } = setup("");
    await screen.findByText("Showing 2 bookings");
    await user.type(screen.getByLabelText("Search bookings"), "  Spruce  ");
    expect(mockRouter.replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(mockRouter.replace).toHaveBeenCalledWith(`${PATHNAME}?q=Spruce`, { scroll: false });
    await waitFor(() => expect(listQueries(calls)).toEqual(["", "q=Spruce"]));
  });

  it("offers Edit and Details for each booking", async () => {
    const onEdit = jest.fn();
    const onDetails = jest.fn();
    const { user } = setup("", () => page([ANN, BOB]), { onEdit, onDetails });
    await screen.findByText("Showing 2 bookings");
    await user.click(screen.getByRole("button", { name: /^Edit booking of Bob/ }));
    expect(onEdit).toHaveBeenCalledWith(BOB);
    await user.click(screen.getByRole("button", { name: /^Details of the booking of Ann/ }));
    expect(onDetails).toHaveBeenCalledWith(ANN);
  });

  it("pages forward with the server's cursor and back through the cursors seen", async () => {
    const pages: Record<string, ReturnType<typeof page>> = {
      "": page([ANN], "cur-2"),
      "cur-2": page([BOB], "cur-3"),
      "cur-3": page([CARL], null),
    };
    const { user, calls } = setup("status=completed", (query) => pages[query.get("cursor") ?? ""]);
    const pager = await screen.findByRole("navigation", { name: "Bookings pages" });
    const previous = within(pager).getByRole("button", { name: "Previous" });
    const next = within(pager).getByRole("button", { name: "Next" });
    await screen.findByText("Showing 1 booking");
    expect(screen.getByText("Ann")).toBeInTheDocument();
    expect(within(pager).getByText("Page 1")).toBeInTheDocument();
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).not.toHaveAttribute("aria-disabled");

    await user.click(next);
    expect(mockRouter.replace).toHaveBeenLastCalledWith(`${PATHNAME}?status=completed&after=cur-2&page=2`, {
      scroll: false,
    });
    expect(await screen.findByText("Bob")).toBeInTheDocument();
    expect(within(pager).getByText("Page 2")).toBeInTheDocument();

    await user.click(next);
    expect(await screen.findByText("Carl")).toBeInTheDocument();
    expect(within(pager).getByText("Page 3")).toBeInTheDocument();
    // The last page: the server gave no next cursor.
    await waitFor(() => expect(next).toHaveAttribute("aria-disabled", "true"));
    await user.click(next);

    await user.click(previous);
    expect(mockRouter.replace).toHaveBeenLastCalledWith(`${PATHNAME}?status=completed&after=cur-2&page=2`, {
      scroll: false,
    });
    expect(await screen.findByText("Bob")).toBeInTheDocument();
    expect(within(pager).getByText("Page 2")).toBeInTheDocument();

    await user.click(previous);
    expect(mockRouter.replace).toHaveBeenLastCalledWith(`${PATHNAME}?status=completed`, { scroll: false });
    expect(await screen.findByText("Ann")).toBeInTheDocument();
    expect(within(pager).getByText("Page 1")).toBeInTheDocument();

    expect(listQueries(calls)).toEqual([
      "status=completed",
      "status=completed&cursor=cur-2",
      "status=completed&cursor=cur-3",
      "status=completed&cursor=cur-2",
      "status=completed",
    ]);
  });

  it("goes back to the first page from a shared link to a later page (no cursors seen)", async () => {
    const { user, calls } = setup("after=cur-5&page=5", (query) =>
      query.get("cursor") ? page([CARL], "cur-6") : page([ANN], "cur-2"),
    );
    const pager = await screen.findByRole("navigation", { name: "Bookings pages" });
    expect(await screen.findByText("Carl")).toBeInTheDocument();
    expect(within(pager).getByText("Page 5")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Previous" }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith(PATHNAME, { scroll: false });
    expect(await screen.findByText("Ann")).toBeInTheDocument();
    expect(within(pager).getByText("Page 1")).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(["cursor=cur-5", ""]);
  });

  it("sorts by a column header: newest first, then oldest first, marked with aria-sort", async () => {
    const { user, calls } = setup("status=scheduled");
    await screen.findByText("Showing 2 bookings");
    const booked = screen.getByRole("columnheader", { name: "Booked" });
    const scheduled = screen.getByRole("columnheader", { name: "Scheduled" });
    expect(booked).toHaveAttribute("aria-sort", "descending");
    expect(scheduled).toHaveAttribute("aria-sort", "none");

    await user.click(within(scheduled).getByRole("button", { name: "Scheduled" }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith(`${PATHNAME}?status=scheduled&sort=scheduled`, {
      scroll: false,
    });
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Scheduled" })).toHaveAttribute(
        "aria-sort",
        "descending",
      ),
    );
    expect(screen.getByRole("columnheader", { name: "Booked" })).toHaveAttribute("aria-sort", "none");

    await user.click(screen.getByRole("button", { name: "Scheduled" }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      `${PATHNAME}?status=scheduled&sort=scheduled&dir=asc`,
      { scroll: false },
    );
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Scheduled" })).toHaveAttribute(
        "aria-sort",
        "ascending",
      ),
    );
    await waitFor(() =>
      expect(listQueries(calls)).toEqual([
        "status=scheduled",
        "status=scheduled&sort=scheduled",
        "status=scheduled&sort=scheduled&dir=asc",
      ]),
    );
  });

  it("links Export CSV to the export of the current filters and sort, without the page", async () => {
    setup(
      "q=Spruce&status=cancelled&from=2026-01-01&to=2026-12-31&sort=scheduled&dir=asc&after=cur-2&page=2&limit=5",
    );
    const link = await screen.findByRole("link", { name: "Export CSV" });
    expect(link).toHaveAttribute(
      "href",
      "/api/admin/bookings/export?q=Spruce&status=cancelled&from=2026-01-01&to=2026-12-31&sort=scheduled&dir=asc",
    );
    expect(link).toHaveAttribute("download");
  });

  it("says 'No bookings match these filters.' for an empty filtered page and 'No bookings yet.' otherwise", async () => {
    setup("status=pending", () => page([]));
    expect(await screen.findByText("No bookings match these filters.")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 bookings")).toBeInTheDocument();
  });

  it("says 'No bookings yet.' when there are none at all", async () => {
    setup("", () => page([]));
    expect(await screen.findByText("No bookings yet.")).toBeInTheDocument();
  });

  it("shows 'Error loading bookings' with the server's reason, Refresh and Clear filters when a filter was refused", async () => {
    const { user, calls } = setup("q=ab&sort=scheduled", (query) =>
      query.get("q") ? jsonResponse(400, { error: "Search needs at least 3 characters" }) : page([ANN]),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error loading bookings");
    expect(alert).toHaveTextContent("Failed to fetch bookings: 400 Search needs at least 3 characters");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listQueries(calls)).toEqual(["q=ab&sort=scheduled", "q=ab&sort=scheduled"]));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading bookings");

    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Clear filters" }));
    // Clearing the filters keeps the sort.
    expect(mockRouter.replace).toHaveBeenLastCalledWith(`${PATHNAME}?sort=scheduled`, { scroll: false });
    expect(await screen.findByText("Showing 1 booking")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers only Refresh after an error when nothing is filtered", async () => {
    let fail = true;
    const { user } = setup("", () =>
      fail ? jsonResponse(500, { error: "Something went wrong" }) : page([ANN]),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error loading bookings");
    expect(alert).toHaveTextContent("Failed to fetch bookings: 500 Something went wrong");
    expect(within(alert).queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Showing 1 booking")).toBeInTheDocument();
  });

  it("loads the page shown again when reloadKey changes (after an edit elsewhere)", async () => {
    mockUrl.search = "status=scheduled";
    const { calls } = mockFetch({ "GET /api/admin/bookings": page([ANN]) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TooltipProvider>
        <AdminApiProvider>{children}</AdminApiProvider>
      </TooltipProvider>
    );
    const view = render(<AllBookings reloadKey={0} onEdit={noop} onDetails={noop} />, { wrapper });
    await screen.findByText("Showing 1 booking");
    view.rerender(<AllBookings reloadKey={1} onEdit={noop} onDetails={noop} />);
    await waitFor(() => expect(listQueries(calls)).toEqual(["status=scheduled", "status=scheduled"]));
  });
});
