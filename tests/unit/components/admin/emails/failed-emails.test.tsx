import "../../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminApiProvider } from "@/components/admin/admin-api";
import { FAILED_EMAILS_URL, FailedEmails, resendUrl } from "@/components/admin/emails/failed-emails";
import { toast } from "@/components/ui/toast";
import type { FailedEmailsDto } from "@/lib/admin/failed-emails";
import { settleRequests } from "../../../../helpers/settle";
import { jsonResponse, mockFetch } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const FAILED: FailedEmailsDto = {
  delivery: "resend",
  retrying: 2,
  held: 0,
  failed: [
    {
      id: "e2",
      to: "a-very-long-customer-address@example.com",
      subject: "Your booking is confirmed",
      template: "booking-confirmation",
      attempts: 1,
      lastError: "Resend answered 422: validation_error: Invalid `to` field.",
      createdAt: "2026-03-04T15:30:00.000Z",
      resentAt: null,
    },
    {
      id: "e1",
      to: "painter@example.com",
      subject: "New job",
      template: "contractor-new-job",
      attempts: 28,
      lastError: "Gave up after 24 hours of retries (28 attempts). Last error: Resend answered 503",
      createdAt: "2026-03-03T14:05:00.000Z",
      resentAt: null,
    },
  ],
};

const renderFailed = () =>
  render(
    <AdminApiProvider>
      <FailedEmails />
    </AdminApiProvider>,
  );

it("lists each undelivered message with its error in a named table, and says what is being retried", async () => {
  mockFetch({ [`GET ${FAILED_EMAILS_URL}`]: FAILED });
  renderFailed();
  await settleRequests();
  const table = screen.getByRole("table", { name: "Undelivered e-mail" });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent),
  ).toEqual(["Queued", "To", "Subject", "Error", "Actions"]);
  const rows = within(table).getAllByRole("row").slice(1);
  expect(
    within(rows[0]!)
      .getAllByRole("cell")
      .map((c) => c.textContent)
      .slice(0, 4),
  ).toEqual([
    "Mar 4, 10:30 AM",
    "a-very-long-customer-address@example.com",
    "Your booking is confirmed",
    "Resend answered 422: validation_error: Invalid `to` field.",
  ]);
  expect(screen.getByText(/2 messages are being retried after a failed attempt/)).toBeInTheDocument();
});

it("resends a message from a keyboard-reachable button named after it, then reloads the list", async () => {
  const { callsTo } = mockFetch({
    [`GET ${FAILED_EMAILS_URL}`]: FAILED,
    [`POST ${resendUrl("e2")}`]: {
      message: "E-mail queued to be sent again",
      email: { id: "e2", status: "queued" },
    },
  });
  renderFailed();
  await settleRequests();
  const button = screen.getByRole("button", {
    name: "Resend “Your booking is confirmed” to a-very-long-customer-address@example.com",
  });
  button.focus();
  await userEvent.setup().keyboard("{Enter}");
  await settleRequests();
  expect(callsTo("POST", resendUrl("e2"))).toHaveLength(1);
  expect(callsTo("GET", FAILED_EMAILS_URL)).toHaveLength(2);
  expect(toast.success).toHaveBeenCalledWith("E-mail queued to be sent again", {
    description: "To a-very-long-customer-address@example.com.",
  });
});

it("says why a resend was refused", async () => {
  mockFetch({
    [`GET ${FAILED_EMAILS_URL}`]: FAILED,
    [`POST ${resendUrl("e1")}`]: jsonResponse(409, { error: "This e-mail is queued, not failed." }),
  });
  renderFailed();
  await settleRequests();
  await userEvent.setup().click(screen.getByRole("button", { name: /^Resend “New job”/ }));
  await settleRequests();
  expect(toast.error).toHaveBeenCalledWith("The e-mail could not be resent", {
    description: "This e-mail is queued, not failed.",
  });
});

it("says when delivery is off on purpose, and when there is nothing undelivered", async () => {
  mockFetch({ [`GET ${FAILED_EMAILS_URL}`]: { delivery: "outbox", retrying: 0, held: 5, failed: [] } });
  renderFailed();
  await settleRequests();
  expect(
    screen.getByText(/Delivery is off \(EMAIL_DELIVERY=outbox\): 5 messages are kept in the outbox/),
  ).toBeInTheDocument();
  expect(screen.getByText("No undelivered e-mail.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Refresh undelivered e-mail" })).toBeInTheDocument();
});

it("shows why when the list cannot be loaded", async () => {
  mockFetch({ [`GET ${FAILED_EMAILS_URL}`]: jsonResponse(500, { error: "Database unavailable" }) });
  renderFailed();
  await settleRequests();
  expect(screen.getByRole("alert")).toHaveTextContent("The undelivered e-mail could not be loaded.");
});
