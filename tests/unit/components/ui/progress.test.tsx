import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import { Progress } from "@/components/ui/progress";

describe("Progress", () => {
  it("scales the bar by max and exposes the value", () => {
    render(<Progress aria-label="Booking steps" value={2} max={4} />);
    const bar = screen.getByRole("progressbar", { name: "Booking steps" });
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    expect(bar).toHaveAttribute("aria-valuemax", "4");
    expect(bar.firstElementChild).toHaveStyle({ transform: "translateX(-50%)" });
  });
});
