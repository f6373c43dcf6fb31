import "../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SearchBox } from "@/components/admin/search-box";

function Harness({ onSearch }: { onSearch: (q: string) => void }) {
  const [text, setText] = useState("");
  return (
    <SearchBox
      id="things-search"
      name="Things"
      label="Search things"
      placeholder="Name or e-mail"
      value={text}
      onValueChange={setText}
      onSearch={onSearch}
    />
  );
}

describe("SearchBox", () => {
  it("is a named search landmark whose field has its label", () => {
    render(<Harness onSearch={jest.fn()} />);
    const landmark = screen.getByRole("search", { name: "Things" });
    expect(within(landmark).getByRole("searchbox", { name: "Search things" })).toHaveAttribute(
      "maxLength",
      "100",
    );
    expect(within(landmark).getByRole("button", { name: "Search" })).toBeInTheDocument();
  });

  it("searches the trimmed text on Enter or the button, never per keystroke", async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    await user.type(screen.getByRole("searchbox", { name: "Search things" }), "  Ann Lee  ");
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSearch).toHaveBeenLastCalledWith("Ann Lee");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
