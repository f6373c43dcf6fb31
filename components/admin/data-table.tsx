import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export interface DataColumn<T> {
  header: ReactNode;
  /** Classes of both the header and the cells (alignment). */
  className?: string;
  cellClassName?: string;
  cellTitle?: (row: T) => string | undefined;
  cell: (row: T) => ReactNode;
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
} & Pick<ComponentProps<"table">, "aria-label" | "aria-labelledby">) {
  return (
    <div className="rounded-xl border">
      <Table {...tableProps}>
        <TableHeader>
          <TableRow>
            {columns.map((column, i) => (
              <TableHead key={i} className={column.className}>
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
