/**
 * A table that never widens a 375 px screen: it scrolls sideways inside its own region, which is
 * named by the table's caption and can take the keyboard focus (so it can be scrolled without a
 * pointer).
 */
export function ScrollTable({
  id,
  caption,
  children,
}: {
  id: string;
  caption: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border bg-card shadow-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full min-w-[30rem] border-collapse text-left text-sm">
        <caption id={id} className="px-4 pt-4 pb-2 text-left font-semibold">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const headCell = "border-b px-4 py-2 font-medium text-muted-foreground";
export const bodyCell = "border-b px-4 py-2";
export const moneyCell = "border-b px-4 py-2 text-right tabular-nums whitespace-nowrap";
export const moneyHead = "border-b px-4 py-2 text-right font-medium text-muted-foreground";
