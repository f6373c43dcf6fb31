import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils.shared";

export interface DataColumn<T> {
  header: ReactNode;
  /** Classes of both the header and the cells (alignment). */
  className?: string;
  cellClassName?: string;
  cellTitle?: (row: T) => string | undefined;
  cell: (row: T) => ReactNode;
  /** For a sortable column: how the rows are ordered by it now (its header then holds a sort button). */
  sort?: "ascending" | "descending" | "none";
}

/** The admin tables: a bordered table of rows from a column list, with one full-width row when empty. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  ...tableProps
}: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  empty: ReactNode;
} & Pick<ComponentProps<"table">, "aria-label" | "aria-labelledby" | "aria-busy">) {
  return (
    <div className="rounded-xl border">
      <Table {...tableProps}>
        <TableHeader>
          <TableRow>
            {columns.map((column, i) => (
              <TableHead key={i} className={column.className} aria-sort={column.sort}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-6 text-center text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column, i) => (
                  <TableCell
                    key={i}
                    className={cn(column.className, column.cellClassName) || undefined}
                    title={column.cellTitle?.(row)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * A sortable column's header button. Its name is the column's alone: the header's aria-sort
 * already tells a screen reader the order, and the arrow shows it.
 */
export function SortButton({
  label,
  sort,
  onClick,
}: {
  label: string;
  sort: "ascending" | "descending" | "none";
  onClick: () => void;
}) {
  const Icon = sort === "ascending" ? ArrowUpIcon : sort === "descending" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <Button type="button" variant="ghost" size="sm" className="-ml-2 min-h-9" onClick={onClick}>
      {label}
      <Icon aria-hidden className={cn(sort === "none" && "opacity-50")} />
    </Button>
  );
}

/** A header that only screen readers hear (the actions column). */
export const srHeader = (text: string) => <span className="sr-only">{text}</span>;

/** A row's buttons, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1">{children}</div>;
}

/** A small row button whose accessible name adds which row it acts on, e.g. "Edit" + " Main Line". */
export function RowAction({
  icon: Icon,
  label,
  of,
  variant = "outline",
  className,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  of: string;
  variant?: "outline" | "ghost";
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      className={cn("min-h-9", className)}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden />
      {label}
      <span className="sr-only"> {of}</span>
    </Button>
  );
}
