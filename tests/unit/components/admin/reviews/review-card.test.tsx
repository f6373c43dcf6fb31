import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewCard, type ReviewAction } from "@/components/admin/reviews/review-card";
import type { AdminReview } from "@/components/admin/reviews/review-list";
import { BOOKING_ID } from "../helpers";
import { heldReview, reviewFixture } from "./fixtures";

function renderCard(
  review: AdminReview,
  { busy = null, failure = null }: { busy?: ReviewAction | null; failure?: string | null } = {},
) {
  const onAction = jest.fn();
  const onReply = jest.fn();
  render(<ReviewCard review={review} busy={busy} failure={failure} onAction={onAction} onReply={onReply} />);
  return { onAction, onReply, card: screen.getByRole("article", { name: `Review by ${review.author}` }) };
}

describe("ReviewCard", () => {
  it("shows the stars, text, author, county, painter, booking, job date and status", () => {
    const { card } = renderCard(reviewFixture());
    expect(
      within(card).getByRole("heading", { name: "Review by a homeowner in Chester County" }),
    ).toBeVisible();
    expect(within(card).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Careful crew, clean lines");
    expect(card).toHaveTextContent("CountyChester");
    expect(card).toHaveTextContent("PainterDana Reyes");
    expect(card).toHaveTextContent(`Booking${BOOKING_ID}`);
    expect(card).toHaveTextContent("Job dateSunday, March 1");
    expect(card).toHaveTextContent("SubmittedMar 4, 2026");
    expect(card).not.toHaveTextContent("Published");
    expect(card).not.toHaveTextContent("Our reply");
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(card).not.toHaveTextContent("held for moderation");
  });

  it("warns that a held review contains a link", () => {
    const { card } = renderCard(heldReview());
    expect(card).toHaveTextContent("Contains a link: held for moderation.");
  });

  it("warns that a held review contains an e-mail address", () => {
    const { card } = renderCard(heldReview({ heldReason: "email", text: "Write me at ana@example.com" }));
    expect(card).toHaveTextContent("Contains an e-mail address: held for moderation.");
  });

  it("says when a review has stars only", () => {
    const { card } = renderCard(reviewFixture({ text: null, rating: 5 }));
    expect(card).toHaveTextContent("No written review: stars only.");
    expect(within(card).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
  });

  it("links each photo thumbnail to the photo", () => {
    const photos = [
      { id: "p1", url: "/api/uploads/p1" },
      { id: "p2", url: "/api/uploads/p2" },
    ];
    const { card } = renderCard(reviewFixture({ photos }));
    const links = within(within(card).getByRole("list", { name: "Photos" })).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/api/uploads/p1", "/api/uploads/p2"]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAccessibleName(
      "Photo 1 of 2, review by a homeowner in Chester County (opens in a new tab)",
    );
  });

  it("shows the reply with its date and offers to edit it", () => {
    const { card } = renderCard(
      reviewFixture({
        status: "published",
        publishedAt: "2026-03-05T15:00:00.000Z",
        reply: "Thank you, Ana!",
        repliedAt: "2026-03-06T15:00:00.000Z",
      }),
    );
    expect(card).toHaveTextContent("Our reply · Mar 6, 2026Thank you, Ana!");
    expect(card).toHaveTextContent("Published onMar 5, 2026");
    expect(
      within(card).getByRole("button", { name: "Edit reply to the review by a homeowner in Chester County" }),
    ).toBeInTheDocument();
  });

  it.each([
    ["pending", ["Publish", "Hide", "Reply"]],
    ["published", ["Hide", "Reply"]],
    ["hidden", ["Publish", "Reply"]],
  ] as const)("offers a %s review %p, each naming the review", (status, labels) => {
    const { card } = renderCard(reviewFixture({ status }));
    expect(
      within(card)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(
      labels.map((label) =>
        label === "Reply"
          ? "Reply to the review by a homeowner in Chester County"
          : `${label} review by a homeowner in Chester County`,
      ),
    );
  });

  it("calls back with the review and the action", async () => {
    const review = reviewFixture();
    const { onAction, onReply } = renderCard(review);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Publish review by a homeowner in Chester County" }));
    await user.click(screen.getByRole("button", { name: "Hide review by a homeowner in Chester County" }));
    await user.click(screen.getByRole("button", { name: /^Reply to the review/ }));
    expect(onAction.mock.calls).toEqual([
      [review, "publish"],
      [review, "hide"],
    ]);
    expect(onReply).toHaveBeenCalledWith(review);
  });

  it("shows progress and keeps every button focusable but inert while an action runs", async () => {
    const { onAction, onReply, card } = renderCard(reviewFixture(), { busy: "publish" });
    expect(card).toHaveAttribute("aria-busy", "true");
    const publishing = within(card).getByRole("button", { name: /^Publishing… review by/ });
    expect(publishing).toHaveAttribute("aria-disabled", "true");
    expect(publishing).toBeEnabled();
    const user = userEvent.setup();
    for (const button of within(card).getAllByRole("button")) await user.click(button);
    expect(onAction).not.toHaveBeenCalled();
    expect(onReply).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as an alert", () => {
    const { card } = renderCard(reviewFixture(), { failure: "Review not found" });
    expect(within(card).getByRole("alert")).toHaveTextContent("Review not found");
  });
});
