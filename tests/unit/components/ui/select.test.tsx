import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
