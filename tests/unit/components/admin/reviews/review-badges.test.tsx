import { render, screen } from "@testing-library/react";
import { HeldReasonNotice, ReviewStatusBadge } from "@/components/admin/reviews/review-badges";

describe("ReviewStatusBadge", () => {
  it.each([
    ["pending", "Pending"],
    ["published", "Published"],
    ["hidden", "Hidden"],
    ["archived", "archived"],
  ])("labels %s as %s", (status, label) => {
    render(<ReviewStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe("HeldReasonNotice", () => {
  it.each([
    ["links", "Contains a link"],
    ["email", "Contains an e-mail address"],
  ])("says why a %s review is held, without interrupting as an alert", (reason, label) => {
    const { container } = render(<HeldReasonNotice reason={reason} />);
    expect(container).toHaveTextContent(`${label}: held for moderation. Read the text before publishing it.`);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
