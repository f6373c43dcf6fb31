import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContractorsTab } from "@/components/admin/contractors/contractors-tab";
import { contractorFixture, jsonResponse, mockFetch, renderAdmin } from "../helpers";
import { listCalls } from "./contractors-tab.fixture";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

describe("contractor list paging", () => {
  const ANA = contractorFixture({
    id: "a1b2c3d4-0000-4000-8000-000000000001",
    firstName: "Ana",
    lastName: "Lopez",
  });
  const BEN = contractorFixture({
    id: "a1b2c3d4-0000-4000-8000-000000000002",
    firstName: "Ben",
    lastName: "Okafor",
  });

  function renderList(
    answer: (query: URLSearchParams) => Response,
    totals = { contractors: 40, activeContractors: 31 },
  ) {
    const api = mockFetch({
      "GET /api/admin/contractors": (call: { url: string }) =>
        answer(new URL(call.url, "http://localhost").searchParams),
    });
    const user = userEvent.setup();
    renderAdmin(<ContractorsTab serviceAreas={[]} totals={totals} reloadKey={0} onChanged={jest.fn()} />);
    return { ...api, user };
  }

  it("says how many contractors there are from the totals, not from the page", async () => {
    renderList(() => jsonResponse(200, { contractors: [ANA], nextCursor: "c2" }));
    expect(await screen.findByText("Showing 1 contractor")).toBeInTheDocument();
    expect(screen.getByText("40 contractors, 31 active.")).toBeInTheDocument();
  });

  it("searches on submit and filters by status, each from the first page", async () => {
    const { user, calls } = renderList(() =>
      jsonResponse(200, { contractors: [ANA, BEN], nextCursor: "c2" }),
    );
    await screen.findByText("Showing 2 contractors");
    const pager = screen.getByRole("navigation", { name: "Contractors pages" });
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(pager).getByText("Page 2")).toBeInTheDocument());

    await user.type(screen.getByLabelText("Search contractors"), " Lopez ");
    await user.click(
      within(screen.getByRole("search", { name: "Contractors" })).getByRole("button", { name: "Search" }),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe("/api/admin/contractors?q=Lopez"));
    expect(within(pager).getByText("Page 1")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Pending verification" }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe("/api/admin/contractors?q=Lopez&status=unverified"),
    );
    expect(listCalls(calls)).toEqual([
      "/api/admin/contractors",
      "/api/admin/contractors?cursor=c2",
      "/api/admin/contractors?q=Lopez",
      "/api/admin/contractors?q=Lopez&status=unverified",
    ]);
  });

  it("pages with the server's cursor, and Previous goes back", async () => {
    const { user, calls } = renderList((query) =>
      query.get("cursor") === "c2"
        ? jsonResponse(200, { contractors: [BEN], nextCursor: null })
        : jsonResponse(200, { contractors: [ANA], nextCursor: "c2" }),
    );
    const pager = await screen.findByRole("navigation", { name: "Contractors pages" });
    const previous = within(pager).getByRole("button", { name: "Previous" });
    const next = within(pager).getByRole("button", { name: "Next" });
    expect(await screen.findByRole("row", { name: /Ana Lopez/ })).toBeInTheDocument();
    expect(previous).toHaveAttribute("aria-disabled", "true");

    await user.click(next);
    expect(await screen.findByRole("row", { name: /Ben Okafor/ })).toBeInTheDocument();
    expect(within(pager).getByText("Page 2")).toBeInTheDocument();
    await waitFor(() => expect(next).toHaveAttribute("aria-disabled", "true"));

    await user.click(previous);
    expect(await screen.findByRole("row", { name: /Ana Lopez/ })).toBeInTheDocument();
    expect(within(pager).getByText("Page 1")).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      "/api/admin/contractors",
      "/api/admin/contractors?cursor=c2",
      "/api/admin/contractors",
    ]);
  });

  it("says 'No contractors match.' for an empty search", async () => {
    const { user } = renderList((query) =>
      jsonResponse(200, { contractors: query.get("q") ? [] : [ANA], nextCursor: null }),
    );
    await screen.findByText("Showing 1 contractor");
    await user.type(screen.getByLabelText("Search contractors"), "nobody{Enter}");
    expect(await screen.findByText("No contractors match.")).toBeInTheDocument();
  });

  it("explains a failed load and retries", async () => {
    let fail = true;
    const { user } = renderList(() =>
      fail
        ? jsonResponse(500, { error: "Something went wrong on our side." })
        : jsonResponse(200, { contractors: [ANA], nextCursor: null }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The contractors could not be loaded. Something went wrong on our side.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("row", { name: /Ana Lopez/ })).toBeInTheDocument();
  });
});
