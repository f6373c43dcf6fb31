import "@/tests/setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";

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

describe("Select", () => {
  it("opens and picks an option with the keyboard alone", async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <>
        <Label htmlFor="rooms">Rooms</Label>
        <Select onValueChange={onValueChange}>
          <SelectTrigger id="rooms">
            <SelectValue placeholder="How many rooms?" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="1">1 room</SelectItem>
            <SelectItem value="2">2 rooms</SelectItem>
            <SelectItem value="3">3 rooms</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    const trigger = screen.getByRole("combobox", { name: "Rooms" });
    expect(trigger).toHaveTextContent("How many rooms?");

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");

    expect(onValueChange).toHaveBeenCalledWith("2");
    expect(trigger).toHaveTextContent("2 rooms");
  });
});

describe("Progress", () => {
  it("scales the bar by max and exposes the value", () => {
    render(<Progress aria-label="Booking steps" value={2} max={4} />);
    const bar = screen.getByRole("progressbar", { name: "Booking steps" });
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    expect(bar).toHaveAttribute("aria-valuemax", "4");
    expect(bar.firstElementChild).toHaveStyle({ transform: "translateX(-50%)" });
  });
});
