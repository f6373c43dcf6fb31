import "@/tests/setup/dom-polyfills";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PencilIcon } from "lucide-react";
import {
  DataTable,
  RowAction,
  RowActions,
  SortButton,
  srHeader,
  type DataColumn,
} from "@/components/admin/data-table";

interface Area {
  id: string;
  name: string;
  count: number;
  active: boolean;
}

function columns(onEdit: (a: Area) => void): DataColumn<Area>[] {
  return [
    { header: "Name", cellClassName: "font-medium", cellTitle: (a) => `Area ${a.name}`, cell: (a) => a.name },
    { header: "Contractors", className: "text-right", cellClassName: "tabular-nums", cell: (a) => a.count },
    {
      header: srHeader("Actions"),
      cell: (a) => (
        <RowActions>
          <RowAction icon={PencilIcon} label="Edit" of={a.name} onClick={() => onEdit(a)} />
        </RowActions>
      ),
    },
  ];
}

describe("DataTable", () => {
  const areas: Area[] = [
    { id: "a", name: "Main Line", count: 3, active: true },
    { id: "b", name: "Old City", count: 0, active: false },
  ];

  it("renders a header row and one row per item, cells built by the columns", async () => {
    const onEdit = jest.fn();
    render(
      <DataTable
        aria-label="Areas"
        columns={columns(onEdit)}
        rows={areas}
        rowKey={(a) => a.id}
        rowClassName={(a) => (a.active ? undefined : "text-muted-foreground")}
        empty="None yet."
      />,
    );
    const table = screen.getByRole("table", { name: "Areas" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const [header, mainLine, oldCity] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(header)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Contractors", "Actions"]);
    expect(within(header).getByRole("columnheader", { name: "Contractors" })).toHaveClass("text-right");
    const count = within(mainLine).getByRole("cell", { name: "3" });
    expect(count).toHaveClass("text-right", "tabular-nums");
    expect(within(mainLine).getByRole("cell", { name: "Main Line" })).toHaveAttribute(
      "title",
      "Area Main Line",
    );
    expect(oldCity).toHaveClass("text-muted-foreground");
    expect(mainLine).not.toHaveClass("text-muted-foreground");

    await userEvent.setup().click(screen.getByRole("button", { name: "Edit Old City" }));
    expect(onEdit).toHaveBeenCalledWith(areas[1]);
  });

  it("shows the empty text across all columns when there are no rows", () => {
    render(
      <DataTable
        aria-label="Areas"
        columns={columns(jest.fn())}
        rows={[]}
        rowKey={(a) => a.id}
        empty="None yet."
      />,
    );
    const cell = screen.getByRole("cell", { name: "None yet." });
    expect(cell).toHaveAttribute("colspan", "3");
  });
});

describe("RowAction", () => {
  it("is a small button whose name says which row it acts on, and can be disabled", () => {
    render(
      <RowAction
        icon={PencilIcon}
        label="Delete"
        of="Main Line"
        variant="ghost"
        disabled
        onClick={jest.fn()}
      />,
    );
    const button = screen.getByRole("button", { name: "Delete Main Line" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("min-h-9");
  });
});

describe("sortable columns", () => {
  type Row = { id: string; name: string };
  const rows: Row[] = [{ id: "1", name: "Center City" }];

  function renderTable(sort: "ascending" | "descending" | "none", onSort = jest.fn()) {
    render(
      <DataTable
        aria-label="Areas"
        aria-busy
        columns={[
          {
            sort,
            header: <SortButton label="Name" sort={sort} onClick={onSort} />,
            cell: (r: Row) => r.name,
          },
          { header: "Id", cell: (r: Row) => r.id },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        empty="None"
      />,
    );
    return onSort;
  }

  it.each(["ascending", "descending", "none"] as const)(
    "marks a %s column with aria-sort and names its button by the column alone",
    (sort) => {
      renderTable(sort);
      const header = screen.getByRole("columnheader", { name: "Name" });
      expect(header).toHaveAttribute("aria-sort", sort);
      expect(within(header).getByRole("button", { name: "Name" })).toBeInTheDocument();
      // A column that is not sortable says nothing about order.
      expect(screen.getByRole("columnheader", { name: "Id" })).not.toHaveAttribute("aria-sort");
    },
  );

  it("calls onClick when the header's button is pressed", async () => {
    const onSort = renderTable("none");
    await userEvent.setup().click(screen.getByRole("button", { name: "Name" }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it("passes aria-busy to the table while a page loads", () => {
    renderTable("none");
    expect(screen.getByRole("table", { name: "Areas" })).toHaveAttribute("aria-busy", "true");
  });
});
