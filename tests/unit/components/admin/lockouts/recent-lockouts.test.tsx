import "../../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminApiProvider } from "@/components/admin/admin-api";
import { LOCKOUTS_URL, RecentLockouts } from "@/components/admin/lockouts/recent-lockouts";
import type { RecentLockoutsDto } from "@/lib/admin/lockouts";
import { settleRequests } from "../../../../helpers/settle";
import { jsonResponse, mockFetch } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const LOCKOUTS: RecentLockoutsDto = {
  lockouts: [
    {
      id: "l2",
      at: "2026-03-04T15:30:00.000Z",
      budget: "email",
      scope: "contractor",
      subject: "a-very-long-painter-address@example.com",
      failures: 5,
    },
    {
      id: "l1",
      at: "2026-03-04T14:05:00.000Z",
      budget: "address",
      scope: "admin",
      subject: "203.0.113.9",
      failures: 5,
    },
  ],
};

const renderLockouts = () =>
  render(
    <AdminApiProvider>
      <RecentLockouts />
    </AdminApiProvider>,
  );

it("lists each lockout: when, which budget, the address or e-mail, the failures, in a named table", async () => {
  mockFetch({ [`GET ${LOCKOUTS_URL}`]: LOCKOUTS });
  renderLockouts();
  await settleRequests();
  const table = screen.getByRole("table", { name: "Recent lockouts" });
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((h) => h.textContent);
  expect(headers).toEqual(["When", "Budget", "Address or e-mail", "Failures"]);
  const rows = within(table).getAllByRole("row").slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ["Mar 4, 10:30 AM", "E-mail · painter login", "a-very-long-painter-address@example.com", "5"],
    ["Mar 4, 9:05 AM", "Address · admin login", "203.0.113.9", "5"],
  ]);
});

it("says so when there are none, and reloads from a keyboard-reachable, named button", async () => {
  const { callsTo } = mockFetch({ [`GET ${LOCKOUTS_URL}`]: { lockouts: [] } });
  renderLockouts();
  await settleRequests();
  expect(screen.getByText("No lockouts recently.")).toBeInTheDocument();
  const user = userEvent.setup();
  await user.tab();
  const refresh = screen.getByRole("button", { name: "Refresh lockouts" });
  expect(refresh).toHaveFocus();
  await user.keyboard("{Enter}");
  await settleRequests();
  expect(callsTo("GET", LOCKOUTS_URL)).toHaveLength(2);
});

it("shows why when the list cannot be loaded", async () => {
  mockFetch({ [`GET ${LOCKOUTS_URL}`]: jsonResponse(500, { error: "Database unavailable" }) });
  renderLockouts();
  await settleRequests();
  expect(screen.getByRole("alert")).toHaveTextContent("The lockouts could not be loaded.");
});
