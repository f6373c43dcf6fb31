import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminReview } from "@/components/admin/reviews/review-list";
import { ReviewsTab } from "@/components/admin/reviews/reviews-tab";
import { toast } from "@/components/ui/toast";
import { jsonResponse, mockFetch, renderAdmin, type Call } from "../helpers";
import { heldReview, REVIEW_ID, reviewFixture } from "./fixtures";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const CLEAN = reviewFixture();
const HELD = heldReview();
const CLEAN_NAME = "review by a homeowner in Chester County";
const HELD_NAME = "review by Ana from Media";

/**
 * A server holding `reviews` (newest first): it filters by status, pages `pageSize` at a time with
 * cursors "c<offset>", and publishes or hides as the real one does.
 */
function serve(initial: AdminReview[], pageSize = 25, routes: Record<string, unknown> = {}) {
  const server = { reviews: [...initial] };
  const change = (id: string, patch: (r: AdminReview) => Partial<AdminReview>, message: string) => {
    const index = server.reviews.findIndex((r) => r.id === id);
    if (index < 0) return jsonResponse(404, { error: "Review not found" });
    server.reviews[index] = { ...server.reviews[index]!, ...patch(server.reviews[index]!) };
    return jsonResponse(200, { message, review: server.reviews[index] });
  };
  const idOf = (call: Call) => call.url.split("/")[4]!;
  const api = mockFetch({
    "GET /api/admin/reviews": (call: Call) => {
      const query = new URL(call.url, "http://localhost").searchParams;
      const status = query.get("status");
      const offset = Number(query.get("cursor")?.slice(1) ?? 0);
      const all = server.reviews.filter((r) => !status || r.status === status);
      const page = all.slice(offset, offset + pageSize);
      const more = offset + pageSize < all.length;
      return jsonResponse(200, { reviews: page, nextCursor: more ? `c${offset + pageSize}` : null });
    },
    "POST /api/admin/reviews/": (call: Call) =>
      call.url.endsWith("/publish")
        ? change(
            idOf(call),
            (r) => ({ status: "published", publishedAt: r.publishedAt ?? "2026-03-07T15:00:00.000Z" }),
            "Review published",
          )
        : change(idOf(call), () => ({ status: "hidden" }), "Review hidden"),
    ...routes,
  });
  const user = userEvent.setup();
  renderAdmin(<ReviewsTab />);
  return { ...api, server, user };
}

/** The list's GET requests, in order. */
const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/admin/reviews")).map((c) => c.url);

const card = (author: string) => screen.getByRole("article", { name: `Review by ${author}` });
const shown = async (count: number) =>
  expect(await screen.findByText(`Showing ${count} review${count === 1 ? "" : "s"}`)).toBeInTheDocument();

describe("ReviewsTab", () => {
  it("opens on the pending reviews, newest first, and warns about the held one", async () => {
    const { calls } = serve([HELD, CLEAN, reviewFixture({ id: "x", status: "published", author: "Bo" })]);
    await shown(2);
    expect(listCalls(calls)).toEqual(["/api/admin/reviews?status=pending"]);
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Pending");
    expect(
      within(screen.getByRole("list", { name: "Reviews" }))
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Review by Ana from Media", "Review by a homeowner in Chester County"]);
    expect(card("Ana from Media")).toHaveTextContent("Contains a link: held for moderation.");
    expect(card("a homeowner in Chester County")).not.toHaveTextContent("held for moderation");
  });

  it("filters by status from the first page", async () => {
    const published = reviewFixture({ id: "p", status: "published", author: "Bo" });
    const hidden = reviewFixture({ id: "h", status: "hidden", author: "Cy" });
    const { user, calls } = serve([HELD, published, hidden, CLEAN], 1);
    await shown(1);
    await user.click(
      within(screen.getByRole("navigation", { name: "Reviews pages" })).getByRole("button", { name: "Next" }),
    );
    await waitFor(() => expect(screen.getByText("Page 2")).toBeInTheDocument());

    const status = screen.getByRole("combobox", { name: "Status" });
    await user.click(status);
    await user.click(await screen.findByRole("option", { name: "Hidden" }));
    expect(await screen.findByRole("article", { name: "Review by Cy" })).toBeInTheDocument();
    expect(screen.getByText("Page 1")).toBeInTheDocument();

    await user.click(status);
    await user.click(await screen.findByRole("option", { name: "All reviews" }));
    expect(await screen.findByRole("article", { name: "Review by Ana from Media" })).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      "/api/admin/reviews?status=pending",
      "/api/admin/reviews?status=pending&cursor=c1",
      "/api/admin/reviews?status=hidden",
      "/api/admin/reviews",
    ]);
  });

  it("pages with the server's cursor, Next and Previous", async () => {
    const many = Array.from({ length: 27 }, (_, i) =>
      reviewFixture({ id: `r${i}`, author: `Customer ${i + 1}` }),
    );
    const { user, calls } = serve(many);
    await shown(25);
    const pager = screen.getByRole("navigation", { name: "Reviews pages" });
    const previous = within(pager).getByRole("button", { name: "Previous" });
    const next = within(pager).getByRole("button", { name: "Next" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("article", { name: "Review by Customer 25" })).toBeInTheDocument();

    await user.click(next);
    expect(await screen.findByRole("article", { name: "Review by Customer 27" })).toBeInTheDocument();
    await shown(2);
    expect(within(pager).getByText("Page 2")).toBeInTheDocument();
    expect(next).toHaveAttribute("aria-disabled", "true");

    await user.click(previous);
    expect(await screen.findByRole("article", { name: "Review by Customer 1" })).toBeInTheDocument();
    expect(within(pager).getByText("Page 1")).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      "/api/admin/reviews?status=pending",
      "/api/admin/reviews?status=pending&cursor=c25",
      "/api/admin/reviews?status=pending",
    ]);
  });

  it("publishes a clean review at once, then reloads the page it was on", async () => {
    const { user, calls, callsTo } = serve([HELD, CLEAN]);
    await shown(2);
    await user.click(screen.getByRole("button", { name: `Publish ${CLEAN_NAME}` }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Review published", {
        description: `The ${CLEAN_NAME} is on the site now.`,
      }),
    );
    expect(callsTo("POST", `/api/admin/reviews/${REVIEW_ID}/publish`)).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    // Published, it has left the pending list.
    await shown(1);
    expect(screen.queryByRole("article", { name: `Review by a homeowner in Chester County` })).toBeNull();
    expect(listCalls(calls)).toEqual([
      "/api/admin/reviews?status=pending",
      "/api/admin/reviews?status=pending",
    ]);
  });

  it("keeps the keyboard focus in the list when the focused review leaves it", async () => {
    const { user } = serve([HELD, CLEAN]);
    await shown(2);
    screen.getByRole("button", { name: `Hide ${CLEAN_NAME}` }).focus();
    await user.keyboard("{Enter}");
    await shown(1);
    expect(screen.getByRole("heading", { level: 2, name: "Reviews" })).toHaveFocus();
  });

  it("keeps the keyboard focus in the list after a confirmed publication", async () => {
    const { user } = serve([HELD, CLEAN]);
    await shown(2);
    screen.getByRole("button", { name: `Publish ${HELD_NAME}` }).focus();
    await user.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog");
    within(confirm).getByRole("button", { name: "Publish Review" }).focus();
    await user.keyboard("{Enter}");
    await shown(1);
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Reviews" })).toHaveFocus());
  });

  it("asks for confirmation, with the text, before publishing a held review", async () => {
    const { user, callsTo } = serve([HELD, CLEAN]);
    await shown(2);
    await user.click(screen.getByRole("button", { name: `Publish ${HELD_NAME}` }));
    const confirm = await screen.findByRole("alertdialog", { name: "Publish this held review?" });
    expect(confirm).toHaveTextContent("Contains a link. Once published, everyone can read it on the site");
    expect(confirm).toHaveTextContent("www.cheap-painters.biz");
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(callsTo("POST", "/api/admin/reviews/")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: `Publish ${HELD_NAME}` }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Publish Review" }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Review published", expect.anything()));
    expect(callsTo("POST", `/api/admin/reviews/${HELD.id}/publish`)).toHaveLength(1);
  });

  it("hides a review and shows it as hidden under All", async () => {
    const { user, callsTo } = serve([HELD, CLEAN]);
    await shown(2);
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "All reviews" }));
    await shown(2);
    await user.click(screen.getByRole("button", { name: `Hide ${CLEAN_NAME}` }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Review hidden", {
        description: `The ${CLEAN_NAME} is no longer on the site.`,
      }),
    );
    expect(callsTo("POST", `/api/admin/reviews/${REVIEW_ID}/hide`)).toHaveLength(1);
    const hidden = card("a homeowner in Chester County");
    await waitFor(() => expect(within(hidden).getByText("Hidden")).toBeInTheDocument());
    expect(within(hidden).queryByRole("button", { name: /^Hide/ })).not.toBeInTheDocument();
    expect(within(hidden).getByRole("button", { name: `Publish ${CLEAN_NAME}` })).toBeInTheDocument();
  });

  it("shows progress while an action runs", async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = serve([CLEAN], 25, {
      [`POST /api/admin/reviews/${REVIEW_ID}/hide`]: () =>
        new Promise<Response>((resolve) => (release = resolve)),
    });
    await shown(1);
    await user.click(screen.getByRole("button", { name: `Hide ${CLEAN_NAME}` }));
    const hiding = await screen.findByRole("button", { name: `Hiding… ${CLEAN_NAME}` });
    expect(hiding).toHaveAttribute("aria-disabled", "true");
    expect(hiding).toHaveFocus();
    expect(screen.getByRole("button", { name: `Publish ${CLEAN_NAME}` })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    release(jsonResponse(200, { message: "Review hidden", review: { ...CLEAN, status: "hidden" } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });

  it("shows the server's error message on the review and in a toast", async () => {
    const { user, calls } = serve([CLEAN], 25, {
      [`POST /api/admin/reviews/${REVIEW_ID}/publish`]: jsonResponse(400, { error: "Invalid review ID" }),
    });
    await shown(1);
    await user.click(screen.getByRole("button", { name: `Publish ${CLEAN_NAME}` }));

    expect(await within(card("a homeowner in Chester County")).findByRole("alert")).toHaveTextContent(
      "Invalid review ID",
    );
    expect(toast.error).toHaveBeenCalledWith("Failed to publish review", {
      description: "Invalid review ID",
    });
    // Nothing changed: no reload.
    expect(listCalls(calls)).toHaveLength(1);
  });

  it("reloads when the review is gone", async () => {
    const { user, server, calls } = serve([CLEAN]);
    await shown(1);
    server.reviews = [];
    await user.click(screen.getByRole("button", { name: `Hide ${CLEAN_NAME}` }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to hide review", { description: "Review not found" }),
    );
    expect(await screen.findByText("No reviews are waiting for moderation.")).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it("replies to a review and shows the reply", async () => {
    const { user, server, callsTo } = serve([CLEAN], 25, {
      [`PUT /api/admin/reviews/${REVIEW_ID}/reply`]: (call: Call) => {
        server.reviews[0] = { ...CLEAN, ...(call.body as object), repliedAt: "2026-03-06T15:00:00.000Z" };
        return jsonResponse(200, { message: "Reply saved", review: server.reviews[0] });
      },
    });
    await shown(1);
    await user.click(screen.getByRole("button", { name: `Reply to the ${CLEAN_NAME}` }));
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reply" }), "Thank you!");
    await user.click(within(dialog).getByRole("button", { name: "Save Reply" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("PUT", `/api/admin/reviews/${REVIEW_ID}/reply`)[0]!.body).toEqual({ reply: "Thank you!" });
    const reviewed = card("a homeowner in Chester County");
    expect(reviewed).toHaveTextContent("Our reply · Mar 6, 2026Thank you!");
    expect(
      within(reviewed).getByRole("button", { name: `Edit reply to the ${CLEAN_NAME}` }),
    ).toBeInTheDocument();
  });

  it("steps back a page when the last review of a later page leaves the filter", async () => {
    const many = Array.from({ length: 26 }, (_, i) =>
      reviewFixture({ id: `r${i}`, author: `Customer ${i + 1}` }),
    );
    const { user, calls } = serve(many);
    await shown(25);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Publish review by Customer 26" }));
    await waitFor(() => expect(screen.getByText("Page 1")).toBeInTheDocument());
    await shown(25);
    expect(listCalls(calls)).toEqual([
      "/api/admin/reviews?status=pending",
      "/api/admin/reviews?status=pending&cursor=c25",
      "/api/admin/reviews?status=pending&cursor=c25",
      "/api/admin/reviews?status=pending",
    ]);
  });

  it("says when nothing waits for moderation", async () => {
    serve([reviewFixture({ status: "published" })]);
    expect(await screen.findByText("No reviews are waiting for moderation.")).toBeInTheDocument();
    await shown(0);
  });

  it("explains a failed load and retries", async () => {
    let fail = true;
    mockFetch({
      "GET /api/admin/reviews": () =>
        fail
          ? jsonResponse(400, { error: "Choose pending, published or hidden" })
          : jsonResponse(200, { reviews: [CLEAN], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderAdmin(<ReviewsTab />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The reviews could not be loaded. Choose pending, published or hidden");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Refresh" }));
    await shown(1);
  });
});
