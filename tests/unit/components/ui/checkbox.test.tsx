import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

describe("Checkbox", () => {
  it("is named by its label and toggles with Space", async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(
      <div className="flex items-center gap-2">
        <Checkbox id="ceilings" onCheckedChange={onCheckedChange} />
        <Label htmlFor="ceilings">Include ceilings</Label>
      </div>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Include ceilings" });
    expect(checkbox).toHaveAttribute("aria-checked", "false");

    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(" ");
    expect(checkbox).toHaveAttribute("aria-checked", "true");
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(" ");
    expect(checkbox).toHaveAttribute("aria-checked", "false");
  });

  it("reports the indeterminate state as mixed", () => {
    render(<Checkbox aria-label="Select all rooms" checked="indeterminate" />);
    expect(screen.getByRole("checkbox", { name: "Select all rooms" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
  });
});
