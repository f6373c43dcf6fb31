import { render, screen, within } from "@testing-library/react";

import { ReviewClosed } from "@/components/reviews/review-closed";
import { REVIEW_MESSAGES } from "@/lib/validations/review.shared";
import { PHOTO_ID, reviewFixture } from "./fixtures";

describe("ReviewClosed", () => {
  it("shows why the job cannot be reviewed, with no form", () => {
    render(
      <ReviewClosed
        painterFirstName="Marco"
        jobDateLabel="Tuesday, March 3"
        refusal={REVIEW_MESSAGES.cancelled}
        review={null}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Review Your Painting Job" })).toBeInTheDocument();
    expect(screen.getByTestId("review-refusal")).toHaveTextContent(REVIEW_MESSAGES.cancelled);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your review" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  it("shows a published review as it stands, with its photos and our reply", () => {
    render(
      <ReviewClosed
        painterFirstName="Marco"
        jobDateLabel="Tuesday, March 3"
        refusal={REVIEW_MESSAGES.alreadyPublished}
        review={reviewFixture({
          status: "published",
          rating: 5,
          photos: [{ id: PHOTO_ID(1), url: `/api/uploads/${PHOTO_ID(1)}` }],
          reply: "Thank you, Emily!",
        })}
      />,
    );
    expect(screen.getByTestId("review-refusal")).toHaveTextContent(REVIEW_MESSAGES.alreadyPublished);
    const review = screen.getByRole("region", { name: "Your review" });
    expect(within(review).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(within(review).getByText("Marco was careful and the walls look great.")).toBeInTheDocument();
    expect(within(review).getByRole("img", { name: "Photo 1 of your review" })).toHaveAttribute(
      "src",
      `/api/uploads/${PHOTO_ID(1)}`,
    );
    expect(within(review).getByText("Shown as Emily from Media")).toBeInTheDocument();
    expect(within(review).getByText("Thank you, Emily!")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
