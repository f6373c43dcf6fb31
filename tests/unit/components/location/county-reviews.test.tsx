import { render, screen } from "@testing-library/react";
import { CountyReviews } from "@/components/location/county-reviews";
import { publishedReviewsOf } from "../../../helpers/public-reviews";

describe("a location page's county reviews", () => {
  it("shows nothing while the county has no published review", () => {
    const { container } = render(<CountyReviews county="Chester" published={publishedReviewsOf(0)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists the county's latest reviews, without an average below ten", () => {
    render(<CountyReviews county="Chester" published={publishedReviewsOf(2, "3.5")} />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Reviews from Chester County" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(2);
    expect(
      screen.getByText("What homeowners in Chester County said after their painting jobs."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/3\.5/)).not.toBeInTheDocument();
  });

  it("gives the county's average and count from ten reviews on", () => {
    render(<CountyReviews county="Chester" published={publishedReviewsOf(10, "4.9")} />);
    expect(
      screen.getByText("Rated 4.9 out of 5 from 10 reviews by homeowners in Chester County."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(6);
  });
});
