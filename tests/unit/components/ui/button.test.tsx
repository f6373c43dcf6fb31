import "@/tests/setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Button } from "@/components/ui/button";

describe("Button", () => {
  it("fires onClick from the mouse and from the keyboard", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Get a quote</Button>);

    const button = screen.getByRole("button", { name: "Get a quote" });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    await user.click(button);

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("renders its child as the element when asChild is set", () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/painters">Browse painters</a>
      </Button>,
    );

    const link = screen.getByRole("link", { name: "Browse painters" });
    expect(link).toHaveAttribute("href", "/painters");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("border", "h-10");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("does not fire when disabled", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Book
      </Button>,
    );

    await user.click(screen.getByRole("button", { name: "Book" }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
