import { render, screen } from "@testing-library/react";

import { ReviewHeading } from "@/components/reviews/review-heading";

describe("ReviewHeading", () => {
  it("names the painter and the date of the job", () => {
    render(<ReviewHeading painterFirstName="Aisha" jobDateLabel="Friday, May 8" />);
    expect(screen.getByRole("heading", { level: 1, name: "Review Your Painting Job" })).toBeInTheDocument();
    expect(screen.getByText(/How did/)).toHaveTextContent(
      "How did Aisha do on your painting job of Friday, May 8?",
    );
  });

  it("says 'your painter' when the job has none on record", () => {
    render(<ReviewHeading painterFirstName={null} jobDateLabel="Friday, May 8" />);
    expect(screen.getByText(/How did/)).toHaveTextContent(
      "How did your painter do on your painting job of Friday, May 8?",
    );
  });
});
