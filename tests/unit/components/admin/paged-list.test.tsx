import "../../../setup/dom-polyfills";

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PagedList, usePagedList } from "@/components/admin/paged-list";
import { FIRST_PAGE, type Paging } from "@/components/admin/paging";
import { jsonResponse, mockFetch, renderAdmin } from "./helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

interface Item {
  id: string;
}

/** Three pages of items: a1 a2 | b1 | c1. */
const PAGES: Record<string, { items: Item[]; nextCursor: string | null }> = {
  "": { items: [{ id: "a1" }, { id: "a2" }], nextCursor: "b" },
  b: { items: [{ id: "b1" }], nextCursor: "c" },
  c: { items: [{ id: "c1" }], nextCursor: null },
};

function serve() {
  return mockFetch({
    "GET /api/items": ({ url }: { url: string }) =>
      jsonResponse(200, PAGES[new URL(url, "http://x").searchParams.get("cursor") ?? ""]),
  });
}

function Items({ kept }: { kept?: { value: Paging; onChange: (next: Paging) => void } }) {
  const list = usePagedList<"items", Item>({
    key: "items",
    url: (cursor) => `/api/items${cursor ? `?cursor=${cursor}` : ""}`,
    paging: kept,
  });
  return (
    <PagedList
      list={list}
      noun={["item", "items"]}
      pagerLabel="Items pages"
      skeletons={["h-8"]}
      failure={(failure, retry) => (
        <button type="button" onClick={retry}>
          Failed {failure.httpStatus}
        </button>
      )}
    >
      {(rows) => (
        <ul aria-label="Items">
          {rows.map((row) => (
            <li key={row.id}>{row.id}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const shown = () => screen.getAllByRole("listitem").map((li) => li.textContent);

describe("usePagedList with PagedList", () => {
  it("loads the first page, then goes forward by cursor and back by the cursors seen", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdmin(<Items />);
    await screen.findByText("a1");
    expect(shown()).toEqual(["a1", "a2"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 items");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(shown()).toEqual(["b1"]));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 item");
    expect(screen.getByText("Page 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(shown()).toEqual(["c1"]));
    expect(screen.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(shown()).toEqual(["b1"]));
    expect(calls.map((c) => c.url)).toEqual([
      "/api/items",
      "/api/items?cursor=b",
      "/api/items?cursor=c",
      "/api/items?cursor=b",
    ]);
  });

  it("hands the paging to the caller that keeps it", async () => {
    serve();
    const changes: Paging[] = [];
    function Kept() {
      const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
      return (
        <Items
          kept={{
            value: paging,
            onChange: (next) => {
              changes.push(next);
              setPaging(next);
            },
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderAdmin(<Kept />);
    await screen.findByText("a1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("b1");
    expect(changes).toEqual([{ cursor: "b", page: 2, previous: [""] }]);
  });

  it("shows the caller's failure, whose retry loads the page again", async () => {
    let fail = true;
    mockFetch({
      "GET /api/items": () => (fail ? jsonResponse(500, { error: "down" }) : jsonResponse(200, PAGES[""])),
    });
    const user = userEvent.setup();
    renderAdmin(<Items />);
    const retry = await screen.findByRole("button", { name: "Failed 500" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText("a1")).toBeInTheDocument();
  });
});
