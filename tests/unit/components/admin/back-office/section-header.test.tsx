import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { SectionHeader } from "@/components/admin/back-office/section-header";

describe("SectionHeader", () => {
  it("names its section by the heading and shows the description and the actions", () => {
    render(
      <section aria-labelledby="things-heading">
        <SectionHeader headingId="things-heading" title="Things" description="What the things are.">
          <button type="button">Refresh</button>
        </SectionHeader>
      </section>,
    );
    expect(screen.getByRole("region", { name: "Things" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Things" })).not.toHaveAttribute("tabindex");
    expect(screen.getByText("What the things are.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
  });

  it("leaves out an empty description; a heading given a ref can take the focus from a script only", () => {
    const heading = createRef<HTMLHeadingElement>();
    const { container } = render(
      <SectionHeader headingId="h" title="Reviews" description={null} headingRef={heading} />,
    );
    expect(container.querySelector("p")).toBeNull();
    expect(heading.current).toHaveAttribute("tabindex", "-1");
    heading.current?.focus();
    expect(heading.current).toHaveFocus();
  });
});
