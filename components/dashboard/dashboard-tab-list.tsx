import { TabsList, TabsTrigger } from "@/components/ui/tabs";

/** A dashboard's tab row: a grid of 44 px tall tabs that wrap their labels on narrow screens. */
export function DashboardTabList({
  tabs,
  className,
  triggerClassName = "min-h-11 whitespace-normal",
}: {
  tabs: readonly { value: string; label: string }[];
  /** The grid's columns per breakpoint. */
  className: string;
  triggerClassName?: string;
}) {
  return (
    <TabsList className={`grid h-auto w-full gap-1 ${className}`}>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value} className={triggerClassName}>
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
