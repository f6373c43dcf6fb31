import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import { Badge } from "@/components/ui/badge";

describe("Badge", () => {
  it.each([
    ["default", "bg-primary"],
    ["secondary", "bg-secondary"],
    ["destructive", "bg-destructive"],
    ["outline", "text-foreground"],
    ["success", "bg-success"],
  ] as const)("renders the %s variant", (variant, expectedClass) => {
    render(<Badge variant={variant}>Status</Badge>);
    const badge = screen.getByText("Status");
    expect(badge.tagName).toBe("SPAN");
    expect(badge).toHaveAttribute("data-variant", variant);
    expect(badge).toHaveClass(expectedClass);
  });

  it("can render as a link", () => {
    render(
      <Badge asChild variant="success">
        <a href="/bookings/42">Confirmed</a>
      </Badge>,
    );
    expect(screen.getByRole("link", { name: "Confirmed" })).toHaveClass("bg-success");
  });
});
