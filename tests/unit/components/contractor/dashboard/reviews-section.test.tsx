import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResourceGet } from "@/components/api/use-resource";
import {
  averageText,
  NO_REVIEWS_TEXT,
  reviewCountText,
  REVIEWS_URL,
  ReviewsSection,
} from "@/components/contractor/dashboard/reviews-section";
import type { PainterReviewSummaryDto } from "@/lib/reviews/painter";
import "../fixtures";

type Answer = Awaited<ReturnType<ResourceGet>>;

const ok = (data: unknown): Answer => ({
  ok: true,
  status: 200,
  data,
  error: null,
  code: null,
  details: null,
});
const failed = (status: number, error: string | null): Answer => ({
  ok: false,
  status,
  data: null,
  error,
  code: null,
  details: null,
});

function getFrom(...answers: Answer[]) {
  const get = jest.fn(async () => answers.shift() ?? ok(null));
  return get as unknown as ResourceGet & jest.Mock;
}

const SUMMARY: PainterReviewSummaryDto = {
  average: 4.8,
  count: 12,
  recent: [
    {
      id: "r1",
      rating: 5,
      text: "Careful, tidy and on time. The hallway looks new.",
      author: "Ann from Wayne",
      reply: "Thank you, Ann!",
      publishedAt: "2026-03-04T15:00:00.000Z",
    },
    {
      id: "r2",
      rating: 4,
      text: null,
      author: "a homeowner in Chester County",
      reply: null,
      publishedAt: "2026-02-20T15:00:00.000Z",
    },
  ],
};

describe("texts", () => {
  it.each([
    [1, "1 review"],
    [12, "12 reviews"],
    [1234, "1,234 reviews"],
  ])("%p → %p", (count, text) => expect(reviewCountText(count)).toBe(text));

  it("shows the average with one decimal", () => {
    expect(averageText(4.8)).toBe("4.8 out of 5");
    expect(averageText(5)).toBe("5.0 out of 5");
  });
});

describe("ReviewsSection", () => {
  it("loads the painter's reviews and says it is loading meanwhile", async () => {
    const get = getFrom(ok(SUMMARY));
    render(<ReviewsSection get={get} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your reviews…");
    expect(await screen.findByRole("region", { name: "My Reviews" })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(REVIEWS_URL);
  });

  it("shows the average out of 5, the count, and each review with its stars, author, date and reply", async () => {
    render(<ReviewsSection get={getFrom(ok(SUMMARY))} />);
    const region = await screen.findByRole("region", { name: "My Reviews" });
    expect(within(region).getByText("4.8 out of 5")).toBeInTheDocument();
    expect(within(region).getByText("12 reviews")).toBeInTheDocument();

    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Careful, tidy and on time. The hallway looks new.");
    expect(items[0]).toHaveTextContent("Ann from Wayne");
    expect(items[0]).toHaveTextContent("Published March 4, 2026");
    expect(items[0]).toHaveTextContent("Thank you, Ann!");
    expect(within(items[1]!).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("a homeowner in Chester County");
    expect(items[1]).not.toHaveTextContent("Reply from");
  });

  it("says so when nothing is published yet", async () => {
    render(<ReviewsSection get={getFrom(ok({ average: null, count: 0, recent: [] }))} />);
    expect(await screen.findByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("shows a failure with Try Again, which loads again", async () => {
    const get = getFrom(failed(500, "Something went wrong"), ok(SUMMARY));
    render(<ReviewsSection get={get} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your reviews could not be loaded. Something went wrong");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("4.8 out of 5")).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("treats an answer of the wrong shape as a failure", async () => {
    render(<ReviewsSection get={getFrom(ok({ average: 4 }))} />);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("could not be loaded"));
  });
});
