import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
