import { render, screen, within } from "@testing-library/react";
import { Reviews } from "@/components/home/reviews";
import { publishedReviewsOf } from "../../../helpers/public-reviews";

const cards = () =>
  within(screen.getByRole("region", { name: "What our customers say" })).getAllByRole("listitem");

describe("home page reviews", () => {
  it("keeps the three standing reviews and the standing claim until three reviews with words are published", () => {
    // Five published, but only two of them with words.
    render(<Reviews published={publishedReviewsOf(5, "4.0", 2)} />);
    expect(cards()).toHaveLength(3);
    expect(screen.getByText("Maria G.")).toBeInTheDocument();
    expect(screen.queryByText(/Review 1:/)).not.toBeInTheDocument();
    expect(
      screen.getByText("Rated 4.9 out of 5 by homeowners across Philadelphia and its suburbs."),
    ).toBeInTheDocument();
  });

  it("shows the latest published reviews from three on, without an average below ten", () => {
    render(<Reviews published={publishedReviewsOf(3, "4.3")} />);
    expect(cards()).toHaveLength(3);
    expect(screen.queryByText("Maria G.")).not.toBeInTheDocument();
    expect(screen.getByText(/Review 1: the painter was on time/)).toBeInTheDocument();
    expect(screen.getByText("Reviewer 1 from Media")).toBeInTheDocument();
    expect(screen.getAllByText("Delaware County · November 20, 2026")).toHaveLength(3);
    expect(screen.queryByText(/4\.3/)).not.toBeInTheDocument();
    expect(screen.queryByText(/4\.9/)).not.toBeInTheDocument();
  });

  it("gives the real average and count from ten published reviews on, with the latest three", () => {
    render(<Reviews published={publishedReviewsOf(12, "4.7", 3)} />);
    expect(cards()).toHaveLength(3);
    expect(
      screen.getByText(
        "Rated 4.7 out of 5 from 12 reviews by homeowners across Philadelphia and its suburbs.",
      ),
    ).toBeInTheDocument();
  });
});
