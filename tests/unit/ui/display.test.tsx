import "@/tests/setup/dom-polyfills";

import { render, screen } from "@testing-library/react";

import { Badge } from "@/components/ui/badge";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

describe("Badge", () => {
  it.each([
    ["default", "bg-primary"],
    ["secondary", "bg-secondary"],
    ["destructive", "bg-destructive"],
    ["outline", "text-foreground"],
    ["success", "bg-success"],
  ] as const)("renders the %s variant", (variant, expectedClass) => {
    render(<Badge variant={variant}>Status</Badge>);
    const badge = screen.getByText("Status");
    expect(badge.tagName).toBe("SPAN");
    expect(badge).toHaveAttribute("data-variant", variant);
    expect(badge).toHaveClass(expectedClass);
  });

  it("can render as a link", () => {
    render(
      <Badge asChild variant="success">
        <a href="/bookings/42">Confirmed</a>
      </Badge>,
    );
    expect(screen.getByRole("link", { name: "Confirmed" })).toHaveClass("bg-success");
  });
});

describe("Card", () => {
  it("lays out header slots", () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Kitchen repaint</CardTitle>
          <CardDescription>Quote from Ana’s Painting</CardDescription>
          <CardAction>
            <Badge variant="success">Accepted</Badge>
          </CardAction>
        </CardHeader>
        <CardContent>$1,240</CardContent>
      </Card>,
    );
    expect(screen.getByText("Kitchen repaint")).toHaveAttribute("data-slot", "card-title");
    expect(screen.getByText("Accepted").parentElement).toHaveAttribute(
      "data-slot",
      "card-action",
    );
  });
});

describe("Table", () => {
  it("wraps the table in a horizontal scroll container", () => {
    render(
      <Table>
        <TableCaption>Your quotes</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Painter</TableHead>
            <TableHead>Price</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ana’s Painting</TableCell>
            <TableCell>$1,240</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole("table", { name: "Your quotes" });
    expect(table.parentElement).toHaveClass("overflow-x-auto");
    expect(screen.getByRole("columnheader", { name: "Price" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "$1,240" })).toBeInTheDocument();
  });
});
