import { render, screen } from "@testing-library/react";
import { ReviewCard } from "@/components/content/review-card";

describe("ReviewCard", () => {
  it("shows the stars, the words, the author and the business's reply", () => {
    render(
      <ReviewCard
        rating={4}
        text="Great prep work <b>really</b>."
        author="a homeowner in Chester County"
        detail="November 20, 2026"
        reply="Thank you for having us!"
      />,
    );
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    // Text stays text: no markup from a review ever renders.
    expect(screen.getByText("“Great prep work <b>really</b>.”")).toBeInTheDocument();
    expect(screen.getByText("a homeowner in Chester County")).toBeInTheDocument();
    expect(screen.getByText("Reply from BrushWise Painting")).toBeInTheDocument();
    expect(screen.getByText("Thank you for having us!")).toBeInTheDocument();
  });

  it("shows a rating without words, and its photos with names", () => {
    render(
      <ReviewCard
        rating={5}
        text={null}
        author="Dana from Media"
        photos={[
          { id: "a", url: "/api/uploads/a" },
          { id: "b", url: "/api/uploads/b" },
        ]}
      />,
    );
    expect(screen.queryByRole("blockquote")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Photo 1 of 2 from Dana from Media" })).toHaveAttribute(
      "src",
      "/api/uploads/a",
    );
    expect(screen.getByRole("img", { name: "Photo 2 of 2 from Dana from Media" })).toBeInTheDocument();
    expect(screen.queryByText(/Reply from/)).not.toBeInTheDocument();
  });
});
