import "../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pager } from "@/components/admin/pager";
import { FIRST_PAGE, nextPaging, type Paging } from "@/components/admin/paging";

function renderPager({
  paging = FIRST_PAGE,
  hasNext = true,
  busy = false,
}: Partial<{ paging: Paging; hasNext: boolean; busy: boolean }> = {}) {
  const onPrevious = jest.fn();
  const onNext = jest.fn();
  render(
    <Pager
      label="Bookings pages"
      paging={paging}
      hasNext={hasNext}
      busy={busy}
      onPrevious={onPrevious}
      onNext={onNext}
    />,
  );
  const nav = screen.getByRole("navigation", { name: "Bookings pages" });
  return {
    nav,
    previous: within(nav).getByRole("button", { name: "Previous" }),
    next: within(nav).getByRole("button", { name: "Next" }),
    onPrevious,
    onNext,
    user: userEvent.setup(),
  };
}

const SECOND: Paging = nextPaging(FIRST_PAGE, "c2");

describe("Pager", () => {
  it("is a navigation landmark named by its label, with Previous, 'Page N' and Next", () => {
    const { nav } = renderPager({ paging: nextPaging(SECOND, "c3") });
    expect(within(nav).getByText("Page 3")).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Previous", "Next"]);
  });

  it("cannot go back from the first page", async () => {
    const { previous, next, onPrevious, onNext, user, nav } = renderPager();
    expect(within(nav).getByText("Page 1")).toBeInTheDocument();
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).not.toHaveAttribute("aria-disabled");
    await user.click(previous);
    expect(onPrevious).not.toHaveBeenCalled();
    await user.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("cannot go forward from the last page", async () => {
    const { previous, next, onPrevious, onNext, user } = renderPager({ paging: SECOND, hasNext: false });
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(previous).not.toHaveAttribute("aria-disabled");
    await user.click(next);
    expect(onNext).not.toHaveBeenCalled();
    await user.click(previous);
    expect(onPrevious).toHaveBeenCalledTimes(1);
  });

  it("holds both buttons while a page loads, keeping them focusable", async () => {
    const { previous, next, onPrevious, onNext, user } = renderPager({ paging: SECOND, busy: true });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "true");
    // aria-disabled rather than disabled: the keyboard keeps its place.
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    await user.click(previous);
    next.focus();
    await user.keyboard("{Enter}");
    expect(onNext).not.toHaveBeenCalled();
    expect(onPrevious).not.toHaveBeenCalled();
    expect(next).toHaveFocus();
  });

  it("acts on Enter and Space like a click", async () => {
    const { next, onNext, user } = renderPager({ paging: SECOND });
    next.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onNext).toHaveBeenCalledTimes(2);
  });
});
