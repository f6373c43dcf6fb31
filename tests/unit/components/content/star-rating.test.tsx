import { render, screen } from "@testing-library/react";
import { StarRating } from "@/components/content/star-rating";

describe("StarRating", () => {
  it.each([1, 4, 5])("reads %i stars as text and fills that many", (rating) => {
    const { container } = render(<StarRating rating={rating} />);
    expect(screen.getByRole("img", { name: `${rating} out of 5 stars` })).toBeInTheDocument();
    expect(container.querySelectorAll("svg")).toHaveLength(5);
    expect(container.querySelectorAll("svg.fill-current")).toHaveLength(rating);
  });
});
