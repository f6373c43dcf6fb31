import { render, screen } from "@testing-library/react";
import { FailureAlert } from "@/components/ui/failure-alert";

describe("FailureAlert", () => {
  it("announces the failure as an alert", () => {
    render(<FailureAlert>The link has expired.</FailureAlert>);
    expect(screen.getByRole("alert")).toHaveTextContent("The link has expired.");
  });

  it("renders nothing when there is no failure", () => {
    const { container } = render(<FailureAlert>{null}</FailureAlert>);
    expect(container).toBeEmptyDOMElement();
    render(<FailureAlert>{""}</FailureAlert>);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
