import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResourceAnswer } from "@/components/api/use-resource";
import { ContractorApiProvider } from "@/components/contractor/dashboard/contractor-api";
import {
  averageText,
  NO_REVIEWS_TEXT,
  reviewCountText,
  REVIEWS_URL,
  ReviewsSection,
} from "@/components/contractor/dashboard/reviews-section";
import type { PainterReviewSummaryDto } from "@/lib/reviews/painter";
import { callsTo, jsonResponse } from "../fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

type Answer = ResourceAnswer<unknown>;

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

/** The painter's API answering each GET with the next of `answers`. */
function serverWith(...answers: Answer[]) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift() ?? ok(null);
    return jsonResponse(answer.status, answer.ok ? answer.data : { error: answer.error });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderSection = () =>
  render(
    <ContractorApiProvider>
      <ReviewsSection />
    </ContractorApiProvider>,
  );

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
    const fetchMock = serverWith(ok(SUMMARY));
    renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your reviews…");
    expect(await screen.findByRole("region", { name: "My Reviews" })).toBeInTheDocument();
    expect(callsTo(fetchMock, REVIEWS_URL)).toHaveLength(1);
  });

  it("shows the average out of 5, the count, and each review with its stars, author, date and reply", async () => {
    serverWith(ok(SUMMARY));
    renderSection();
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
    serverWith(ok({ average: null, count: 0, recent: [] }));
    renderSection();
    expect(await screen.findByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("shows a failure with Try Again, which loads again", async () => {
    const fetchMock = serverWith(failed(500, "Something went wrong"), ok(SUMMARY));
    renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your reviews could not be loaded. Something went wrong");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("4.8 out of 5")).toBeInTheDocument();
    expect(callsTo(fetchMock, REVIEWS_URL)).toHaveLength(2);
  });

  it("treats an answer of the wrong shape as a failure", async () => {
    serverWith(ok({ average: 4 }));
    renderSection();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("could not be loaded"));
  });
});
