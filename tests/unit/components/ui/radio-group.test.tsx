import "@/tests/setup/dom-polyfills";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

describe("RadioGroup", () => {
  it("moves the selection with arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup defaultValue="eggshell" aria-label="Finish">
        <div className="flex items-center gap-2">
          <RadioGroupItem value="eggshell" id="eggshell" />
          <Label htmlFor="eggshell">Eggshell</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem value="satin" id="satin" />
          <Label htmlFor="satin">Satin</Label>
        </div>
      </RadioGroup>,
    );

    await user.tab();
    expect(screen.getByRole("radio", { name: "Eggshell" })).toHaveFocus();
    // Radix moves focus on a timer and only checks the item while the arrow key
    // is still held, so hold it the way a real key press would.
    await user.keyboard("{ArrowDown>}");
    const satin = screen.getByRole("radio", { name: "Satin" });
    await waitFor(() => expect(satin).toHaveFocus());
    expect(satin).toBeChecked();
    await user.keyboard("{/ArrowDown}");
  });
});
