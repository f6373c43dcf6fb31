import "../../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AVAILABLE_DAY_CLASS, AvailabilityTab } from "@/components/contractor/dashboard/availability-tab";
import { ContractorApiProvider } from "@/components/contractor/dashboard/contractor-api";
import type { AvailabilityDayDto as AvailabilityDay } from "@/lib/contractors/availability";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { settleRequests } from "../../../../helpers/settle";
import { bodyOf, callsTo, expectToast, jsonResponse, routeFetch } from "../fixtures";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }) }));

// A fixed "today" keeps the calendar on one month whatever the real date.
const TODAY = "2030-03-10";
const highlight = AVAILABLE_DAY_CLASS.split(" ")[0]!;

function setup({
  overview = [] as AvailabilityDay[],
  saveAnswer,
  weeklyAnswer,
}: {
  overview?: AvailabilityDay[];
  saveAnswer?: (body: { date: string; timeSlots: string[] }) => Response;
  weeklyAnswer?: { conflicts: unknown[]; message: string };
} = {}) {
  let week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, timeSlots: [] as string[] }));
  const days = new Map<string, string[]>(overview.map((d) => [d.date, d.timeSlots]));
  const fetchMock = routeFetch((url, init) => {
    if (url === "/api/contractor/availability-overview") {
      return jsonResponse(
        200,
        [...days].filter(([, s]) => s.length).map(([date, timeSlots]) => ({ date, timeSlots })),
      );
    }
    if (url === "/api/contractor/availability/weekly" && init.method === "PUT") {
      const body = JSON.parse(String(init.body)) as { days: { weekday: number; timeSlots: string[] }[] };
      week = body.days;
      return jsonResponse(200, {
        days: week,
        ...(weeklyAnswer ?? { conflicts: [], message: "Weekly hours saved" }),
      });
    }
    if (url === "/api/contractor/availability/weekly") return jsonResponse(200, { days: week });
    if (url === "/api/contractor/availability/time-off") return jsonResponse(200, []);
    const one = /^\/api\/contractor\/availability\/(\d{4}-\d{2}-\d{2})$/.exec(url);
    if (one) return jsonResponse(200, { date: one[1], timeSlots: days.get(one[1]!) ?? [] });
    if (url === "/api/contractor/availability" && init.method === "POST") {
      const body = JSON.parse(String(init.body)) as { date: string; timeSlots: string[] };
      if (saveAnswer) return saveAnswer(body);
      days.set(body.date, body.timeSlots);
      return jsonResponse(200, {
        ...body,
        message: `Set ${body.timeSlots.length} time slots for ${body.date}`,
      });
    }
    return undefined;
  });
  const user = userEvent.setup();
  render(
    <ContractorApiProvider>
      <AvailabilityTab today={TODAY} />
      <Toaster />
    </ContractorApiProvider>,
  );
  return { user, fetchMock };
}

// What the calendar and the slots show after a request is asserted once the requests are answered and
// drawn (settleRequests), not polled for against a clock: drawing the month and querying it by role
// took more than a second on a busy machine.
const day = (n: number) => screen.getByRole("button", { name: new RegExp(`March ${n}, 2030`) });

afterEach(() => {
  toast.dismiss();
  replace.mockReset();
});

describe("AvailabilityTab", () => {
  it("disables past dates and highlights dates with availability", async () => {
    const { fetchMock } = setup({ overview: [{ date: "2030-03-12", timeSlots: ["morning"] }] });
    await settleRequests(fetchMock);
    expect(day(12).closest("td")).toHaveClass(highlight);
    expect(day(12)).toHaveAccessibleName("Tuesday, March 12, 2030, available");
    expect(day(10)).toHaveAccessibleName("Today, Sunday, March 10, 2030");
    expect(day(13).closest("td")).not.toHaveClass(highlight);
    expect(day(9)).toBeDisabled();
    expect(day(10)).toBeEnabled();
    expect(screen.getByText(/Choose a date on the calendar/)).toBeInTheDocument();
  });

  it("loads the chosen date's slots, saves the ticked ones and highlights the date", async () => {
    const { user, fetchMock } = setup({ overview: [{ date: "2030-03-12", timeSlots: ["morning"] }] });
    await user.click(day(15));
    const slots = await screen.findByRole("group", { name: "Time slots for Friday, March 15" });
    const morning = within(slots).getByRole("checkbox", { name: "8:00 AM-12:00 PM" });
    const afternoon = within(slots).getByRole("checkbox", { name: "12:00 PM-4:00 PM" });
    const evening = within(slots).getByRole("checkbox", { name: "4:00 PM-8:00 PM" });
    await settleRequests(fetchMock);
    expect(morning).toBeEnabled();
    expect(morning).not.toBeChecked();

    await user.click(evening);
    await user.click(morning);
    await user.click(screen.getByRole("button", { name: "Save Availability" }));

    await expectToast("Availability updated successfully");
    await expectToast("Set 2 time slots for 2030-03-15");
    expect(bodyOf(callsTo(fetchMock, "/api/contractor/availability", "POST")[0])).toEqual({
      date: "2030-03-15",
      timeSlots: ["morning", "evening"],
    });
    await settleRequests(fetchMock);
    expect(callsTo(fetchMock, "/api/contractor/availability-overview")).toHaveLength(2);
    expect(day(15).closest("td")).toHaveClass(highlight);
    expect(afternoon).not.toBeChecked();
  });

  it("shows a date's saved slots and clears them all with an empty list", async () => {
    const { user, fetchMock } = setup({
      overview: [{ date: "2030-03-12", timeSlots: ["morning", "afternoon"] }],
    });
    await user.click(day(12));
    const slots = await screen.findByRole("group", { name: /Time slots for/ });
    await settleRequests(fetchMock);
    expect(within(slots).getByRole("checkbox", { name: "12:00 PM-4:00 PM" })).toBeChecked();
    expect(within(slots).getByRole("checkbox", { name: "8:00 AM-12:00 PM" })).toBeChecked();
    expect(within(slots).getByRole("checkbox", { name: "4:00 PM-8:00 PM" })).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "Clear All" }));
    await expectToast("Set 0 time slots for 2030-03-12");
    expect(bodyOf(callsTo(fetchMock, "/api/contractor/availability", "POST")[0])).toEqual({
      date: "2030-03-12",
      timeSlots: [],
    });
    await settleRequests(fetchMock);
    expect(day(12).closest("td")).not.toHaveClass(highlight);
    expect(within(slots).getByRole("checkbox", { name: "8:00 AM-12:00 PM" })).not.toBeChecked();
  });

  it("toasts 'Error updating availability' with the server's message", async () => {
    const message =
      "You have a booked job on Friday, March 15 (8:00 AM-12:00 PM); that slot cannot be removed.";
    const { user, fetchMock } = setup({ saveAnswer: () => jsonResponse(409, { error: message }) });
    await user.click(day(15));
    await settleRequests(fetchMock); // the date's slots loaded: the buttons are enabled
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    await expectToast("Error updating availability");
    await expectToast(message);
  });

  it("saves the weekly hours ticked per weekday and shows the booked jobs they leave outside", async () => {
    const message =
      "Your new hours leave 1 booked job outside them: Tuesday, March 12, Morning; it stays yours until the office decides.";
    const { user, fetchMock } = setup({
      weeklyAnswer: { conflicts: [{ bookingId: "b1" }], message },
    });
    await settleRequests(fetchMock);
    const weekly = screen.getByRole("region", { name: "Weekly hours" });
    const tuesday = within(weekly).getByRole("group", { name: "Tuesday" });
    await user.click(within(tuesday).getByRole("checkbox", { name: "Morning" }));
    await user.click(within(weekly).getByRole("button", { name: "Save Weekly Hours" }));

    await expectToast("Weekly hours saved");
    const sent = bodyOf(callsTo(fetchMock, "/api/contractor/availability/weekly", "PUT")[0]) as {
      days: { weekday: number; timeSlots: string[] }[];
    };
    expect(sent.days.filter((d) => d.timeSlots.length > 0)).toEqual([{ weekday: 2, timeSlots: ["morning"] }]);
    expect(screen.getByText(message, { selector: "[role=status]" })).toBeVisible();
    await settleRequests(fetchMock);
    // The calendar follows the new hours.
    expect(callsTo(fetchMock, "/api/contractor/availability-overview")).toHaveLength(2);
    expect(within(tuesday).getByRole("checkbox", { name: "Morning" })).toBeChecked();
  });

  it("sends an expired session to the painter login", async () => {
    const fetchMock = routeFetch(() => jsonResponse(401, { error: "Please log in to continue" }));
    render(
      <ContractorApiProvider>
        <AvailabilityTab today={TODAY} />
      </ContractorApiProvider>,
    );
    await settleRequests(fetchMock);
    expect(replace).toHaveBeenCalledWith("/contractor/login");
  });
});
