import { render, screen } from "@testing-library/react";
import { TrustBadges } from "@/components/home/trust-badges";

const ratingBadge = () => screen.getByText("Customer rating").closest("li")!;

describe("trust badges", () => {
  it("keeps the standing claim until ten reviews are published", () => {
    render(<TrustBadges stats={{ count: 9, average: "4.2" }} />);
    expect(ratingBadge()).toHaveTextContent("4.9/5 Customer rating");
    expect(ratingBadge()).not.toHaveTextContent("4.2");
    expect(ratingBadge()).not.toHaveTextContent("published reviews");
  });

  it("shows the real average and count from ten published reviews on", () => {
    render(<TrustBadges stats={{ count: 1234, average: "4.6" }} />);
    expect(ratingBadge()).toHaveTextContent("4.6/5 Customer rating");
    expect(ratingBadge()).toHaveTextContent("From 1,234 published reviews");
  });
});
