import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

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
