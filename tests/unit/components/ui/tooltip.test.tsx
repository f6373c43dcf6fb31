import "@/tests/setup/dom-polyfills";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

describe("Tooltip", () => {
  it("shows on keyboard focus and hides with Escape", async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Verified</TooltipTrigger>
          <TooltipContent>Licence and insurance checked by BrushWise</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );

    await user.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Licence and insurance checked by BrushWise",
    );
    expect(screen.getByRole("button", { name: "Verified" })).toHaveAccessibleDescription(
      "Licence and insurance checked by BrushWise",
    );

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("waits for the hover delay before opening", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <TooltipProvider>
          <Tooltip>
            <TooltipTrigger>Price guarantee</TooltipTrigger>
            <TooltipContent>The quoted price is the price you pay</TooltipContent>
          </Tooltip>
        </TooltipProvider>,
      );

      await user.hover(screen.getByRole("button", { name: "Price guarantee" }));
      act(() => jest.advanceTimersByTime(650));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole("tooltip")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
