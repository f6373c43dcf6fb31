import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Switch } from "@/components/ui/switch";

describe("Switch", () => {
  it("toggles with Space and exposes its state", async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Email me new quotes" />);
    const control = screen.getByRole("switch", { name: "Email me new quotes" });

    await user.tab();
    await user.keyboard(" ");
    expect(control).toBeChecked();
  });
});
