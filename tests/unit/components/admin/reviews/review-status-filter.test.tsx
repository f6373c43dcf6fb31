import "../../../../setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewStatusFilter } from "@/components/admin/reviews/review-status-filter";

describe("ReviewStatusFilter", () => {
  it("offers All, Pending, Published and Hidden under the label Status", async () => {
    const onChange = jest.fn();
    render(<ReviewStatusFilter value="pending" onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Status" });
    expect(select).toHaveTextContent("Pending");

    const user = userEvent.setup();
    await user.click(select);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "All reviews",
      "Pending",
      "Published",
      "Hidden",
    ]);
    await user.click(screen.getByRole("option", { name: "Hidden" }));
    expect(onChange).toHaveBeenCalledWith("hidden");
  });

  it("is operable from the keyboard", async () => {
    const onChange = jest.fn();
    render(<ReviewStatusFilter value="pending" onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(onChange).toHaveBeenCalledWith("all");
  });
});
