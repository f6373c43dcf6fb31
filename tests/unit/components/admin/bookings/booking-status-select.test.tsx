import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Label } from "@/components/ui/label";
import { BookingStatusSelect } from "@/components/admin/bookings/booking-status-select";
import { BOOKING_STATUS_OPTIONS } from "@/lib/bookings/lifecycle.shared";

describe("BookingStatusSelect", () => {
  it("offers every booking status and reports the one picked", async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <>
        <Label htmlFor="status">Status</Label>
        <BookingStatusSelect id="status" value="scheduled" onValueChange={onValueChange} />
      </>,
    );
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(BOOKING_STATUS_OPTIONS.map((o) => o.label));
    await user.click(screen.getByRole("option", { name: BOOKING_STATUS_OPTIONS.at(-1)!.label }));
    expect(onValueChange).toHaveBeenCalledWith(BOOKING_STATUS_OPTIONS.at(-1)!.value);
  });

  it("puts the 'all' choice first when asked, for filtering", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="filter">Status</Label>
        <BookingStatusSelect id="filter" value="all" onValueChange={jest.fn()} allLabel="All statuses" />
      </>,
    );
    const trigger = screen.getByRole("combobox", { name: "Status" });
    expect(trigger).toHaveTextContent("All statuses");
    await user.click(trigger);
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(BOOKING_STATUS_OPTIONS.length + 1);
    expect(options[0]).toHaveTextContent("All statuses");
  });

  it("shows the placeholder while nothing is chosen", () => {
    render(<BookingStatusSelect id="s" value="" onValueChange={jest.fn()} placeholder="Choose a status" />);
    expect(screen.getByRole("combobox")).toHaveTextContent("Choose a status");
  });
});
