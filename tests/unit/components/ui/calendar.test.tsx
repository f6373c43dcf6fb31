import "@/tests/setup/dom-polyfills";

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Calendar } from "@/components/ui/calendar";

// Fixed month so the assertions do not depend on today's date.
const MONTH = new Date(2026, 2, 1); // March 2026

describe("Calendar", () => {
  it("selects a day, disables others and highlights available dates", async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const available = [new Date(2026, 2, 10), new Date(2026, 2, 12)];

    render(
      <Calendar
        mode="single"
        defaultMonth={MONTH}
        onSelect={onSelect}
        disabled={{ before: new Date(2026, 2, 5) }}
        modifiers={{ available }}
        modifiersClassNames={{ available: "bg-success/15 text-success" }}
      />,
    );

    expect(document.querySelector('[data-slot="calendar"]')).toBeInTheDocument();
    const grid = screen.getByRole("grid");
    expect(grid).toHaveAccessibleName(/March 2026/);

    const march3 = screen.getByRole("button", { name: /March 3rd, 2026/ });
    expect(march3).toBeDisabled();

    const march10 = screen.getByRole("button", { name: /March 10th, 2026/ });
    expect(march10.closest("td")).toHaveClass("bg-success/15");
    expect(screen.getByRole("button", { name: /March 11th, 2026/ }).closest("td")).not.toHaveClass(
      "bg-success/15",
    );

    await user.click(march10);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toEqual(new Date(2026, 2, 10));
  });

  it("navigates months with labelled chevron buttons", async () => {
    const user = userEvent.setup();
    render(<Calendar mode="single" defaultMonth={MONTH} />);

    await user.click(screen.getByRole("button", { name: /next month/i }));
    expect(screen.getByRole("grid")).toHaveAccessibleName(/April 2026/);
  });

  it("moves focus between days with arrow keys", async () => {
    const user = userEvent.setup();
    render(<Calendar mode="single" defaultMonth={MONTH} selected={new Date(2026, 2, 10)} />);

    const march10 = screen.getByRole("button", { name: /March 10th, 2026/ });
    act(() => march10.focus());
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: /March 11th, 2026/ })).toHaveFocus();
  });
});
