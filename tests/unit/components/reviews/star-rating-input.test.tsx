import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { StarRatingInput, starsLabel } from "@/components/reviews/star-rating-input";

function Harness({ error, initial = 0 }: { error?: string; initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRatingInput name="rating" value={value} onChange={setValue} error={error} />;
}

describe("StarRatingInput", () => {
  it("is a group of five radios named '1 star' to '5 stars' under the legend", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Your rating (required)" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(screen.getByRole("radio", { name: "1 star" })).toBeRequired();
    expect(screen.getByText("Not rated yet")).toBeInTheDocument();
    expect(starsLabel(3)).toBe("3 stars");
  });

  it("is operated by keyboard: one tab stop, Space chooses, arrow keys move the choice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "1 star" })).toBeChecked();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "4 stars" })).toHaveFocus();
    expect(screen.getByText("4 of 5 stars")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
  });

  it("fills the stars up to the choice", async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={2} />);
    const filled = () => container.querySelectorAll("svg.fill-current").length;
    expect(filled()).toBe(2);
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    expect(filled()).toBe(5);
  });

  it("describes every star with the error when there is one", () => {
    render(<Harness error="Choose a rating from 1 to 5 stars" />);
    const error = screen.getByText("Choose a rating from 1 to 5 stars");
    for (const radio of screen.getAllByRole("radio")) {
      expect(radio).toHaveAttribute("aria-describedby", error.id);
    }
  });
});
