import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CALENDAR_FEED_TEXTS,
  CALENDAR_FEED_URL,
  CalendarFeedSection,
} from "@/components/contractor/dashboard/calendar-feed-section";
import { ContractorApiProvider } from "@/components/contractor/dashboard/contractor-api";
import { toast } from "@/components/ui/toast";
import { callsTo, jsonResponse, routeFetch } from "../fixtures";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }),
}));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const feed = (version: string) => ({
  httpsUrl: `https://www.brushwise.test/api/calendar-feed/${version}.sig.ics`,
  webcalUrl: `webcal://www.brushwise.test/api/calendar-feed/${version}.sig.ics`,
});
const FIRST = feed("first");
const SECOND = feed("second");

/** The painter's API: each GET answers the next of `gets` (the last one again), POST (a new link) `post`. */
function server({
  gets = [jsonResponse(200, FIRST)],
  post = jsonResponse(200, SECOND),
}: { gets?: Response[]; post?: Response } = {}) {
  return routeFetch((url, init) => {
    if (url !== CALENDAR_FEED_URL) return undefined;
    if ((init.method ?? "GET") === "POST") return post;
    return gets.length > 1 ? gets.shift() : gets[0];
  });
}

const renderSection = () =>
  render(
    <ContractorApiProvider>
      <CalendarFeedSection />
    </ContractorApiProvider>,
  );

beforeEach(() => jest.clearAllMocks());

describe("CalendarFeedSection", () => {
  it("shows the webcal subscribe link and the https link, named, once loaded", async () => {
    const fetchMock = server();
    renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your calendar link…");
    const region = await screen.findByRole("region", { name: "Jobs in Your Calendar" });
    expect(within(region).getByRole("link", { name: "Subscribe in Apple Calendar" })).toHaveAttribute(
      "href",
      FIRST.webcalUrl,
    );
    expect(within(region).getByRole("textbox", { name: "Calendar link" })).toHaveValue(FIRST.httpsUrl);
    expect(within(region).getByRole("heading", { name: "Google Calendar" })).toBeInTheDocument();
    expect(region).toHaveTextContent("From URL");
    expect(region).toHaveTextContent("Add Subscribed Calendar");
    expect(callsTo(fetchMock, CALENDAR_FEED_URL, "GET")).toHaveLength(1);
  });

  it("copies the https link to the clipboard", async () => {
    server();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.httpsUrl);
    expect(toast.success).toHaveBeenCalledWith(CALENDAR_FEED_TEXTS.copied);
  });

  it("asks before getting a new link, and keeps the old one when the painter backs out", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Get a new link" }));
    const dialog = screen.getByRole("alertdialog", { name: "Get a new calendar link?" });
    expect(dialog).toHaveAccessibleDescription(/current link stops working/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, CALENDAR_FEED_URL, "POST")).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Calendar link" })).toHaveValue(FIRST.httpsUrl);
  });

  it("shows the new link once confirmed", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Get a new link" }));
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Get a new link" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Calendar link" })).toHaveValue(SECOND.httpsUrl),
    );
    expect(screen.getByRole("link", { name: "Subscribe in Apple Calendar" })).toHaveAttribute(
      "href",
      SECOND.webcalUrl,
    );
    expect(callsTo(fetchMock, CALENDAR_FEED_URL, "POST")).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(CALENDAR_FEED_TEXTS.rotated);
  });

  it("keeps the old link and says so when a new one could not be made", async () => {
    server({ post: jsonResponse(500, { error: "Something went wrong" }) });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Get a new link" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Get a new link" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(CALENDAR_FEED_TEXTS.rotateFailed, {
        description: "Something went wrong",
      }),
    );
    expect(screen.getByRole("textbox", { name: "Calendar link" })).toHaveValue(FIRST.httpsUrl);
  });

  it("shows a failure with Try Again, which loads again", async () => {
    const fetchMock = server({
      gets: [jsonResponse(500, { error: "Something went wrong" }), jsonResponse(200, FIRST)],
    });
    const user = userEvent.setup();
    renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your calendar link could not be loaded. Something went wrong");
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("textbox", { name: "Calendar link" })).toHaveValue(FIRST.httpsUrl);
    expect(callsTo(fetchMock, CALENDAR_FEED_URL, "GET")).toHaveLength(2);
  });

  it("sends the painter to the login page when the session is over", async () => {
    server({ gets: [jsonResponse(401, { error: "Please log in to continue" })] });
    renderSection();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/login"));
  });
});
