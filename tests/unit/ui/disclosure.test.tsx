import "@/tests/setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

describe("Tabs", () => {
  it("moves between panels with the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="upcoming">
        <TabsList aria-label="Bookings">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
          <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">No upcoming jobs</TabsContent>
        <TabsContent value="past">Two finished jobs</TabsContent>
        <TabsContent value="cancelled">Nothing cancelled</TabsContent>
      </Tabs>,
    );

    expect(screen.getByRole("tablist", { name: "Bookings" })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Past" })).toHaveTextContent("Two finished jobs");

    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Cancelled" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Nothing cancelled");
  });
});

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
