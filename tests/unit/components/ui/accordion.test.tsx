import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

describe("Accordion", () => {
  function Faq() {
    return (
      <Accordion type="single" collapsible>
        <AccordionItem value="prep">
          <AccordionTrigger>Do I need to move furniture?</AccordionTrigger>
          <AccordionContent>Painters cover and move light furniture.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="paint">
          <AccordionTrigger>Who supplies the paint?</AccordionTrigger>
          <AccordionContent>Paint is included in every quote.</AccordionContent>
        </AccordionItem>
      </Accordion>
    );
  }

  it("keeps at most one item open and lets the open one collapse", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const prep = screen.getByRole("button", { name: "Do I need to move furniture?" });
    const paint = screen.getByRole("button", { name: "Who supplies the paint?" });

    await user.click(prep);
    expect(prep).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Painters cover and move light furniture.")).toBeVisible();

    await user.click(paint);
    expect(paint).toHaveAttribute("aria-expanded", "true");
    expect(prep).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Painters cover and move light furniture.")).not.toBeInTheDocument();

    await user.click(paint);
    expect(paint).toHaveAttribute("aria-expanded", "false");
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Faq />);

    await user.tab();
    await user.keyboard("{ArrowDown}");
    const paint = screen.getByRole("button", { name: "Who supplies the paint?" });
    expect(paint).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(paint).toHaveAttribute("aria-expanded", "true");
  });
});
