import type { StaticIcon } from "@/components/ui/static-icons/static-icon";
import { cn } from "@/lib/utils.shared";

export interface Feature {
  icon?: StaticIcon;
  title: string;
  text: React.ReactNode;
}

/**
 * What leads each card. "icon" and "number" sit beside the text; the others sit above it.
 * "step" is the home page's number-and-icon pair.
 */
export type FeatureMark = "icon" | "number" | "large-icon" | "tile" | "step";

const SIDE_MARKS: readonly FeatureMark[] = ["icon", "number"];

function Mark({ mark, feature, index }: { mark: FeatureMark; feature: Feature; index: number }) {
  const Icon = feature.icon;
  const number = index + 1;
  switch (mark) {
    case "number":
      return (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
          {number}
        </span>
      );
    case "step":
      return (
        <span className="mb-4 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">
            {number}
          </span>
          {Icon && <Icon className="size-6 text-primary" aria-hidden="true" />}
        </span>
      );
    case "tile":
      return (
        <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {Icon && <Icon className="size-6" aria-hidden="true" />}
        </span>
      );
    case "large-icon":
      return Icon ? <Icon className="mb-4 size-8 text-primary" aria-hidden="true" /> : null;
    case "icon":
      return Icon ? <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" /> : null;
  }
}

/**
 * A grid of cards, each a mark, an h3 and a short text. `ordered` makes it an <ol> for steps
 * that happen in sequence; `quiet` drops the card shadow and the large title for a secondary list.
 */
export function FeatureGrid({
  features,
  mark,
  className,
  ordered = false,
  quiet = false,
}: {
  features: readonly Feature[];
  mark: FeatureMark;
  /** The grid's columns and gap. */
  className: string;
  ordered?: boolean;
  quiet?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  const side = SIDE_MARKS.includes(mark);
  const titleClass = cn(side ? "mb-1" : "mb-2", !quiet && "text-lg", "font-semibold");
  const body = (feature: Feature) => (
    <>
      <h3 className={titleClass}>{feature.title}</h3>
      <p className="text-sm text-muted-foreground">{feature.text}</p>
    </>
  );
  return (
    <List className={className}>
      {features.map((feature, index) => (
        <li
          key={feature.title}
          className={cn(
            side && "flex gap-4",
            mark === "step" && "relative",
            "rounded-xl border bg-card p-6",
            !quiet && "shadow-sm",
          )}
        >
          <Mark mark={mark} feature={feature} index={index} />
          {side ? <div>{body(feature)}</div> : body(feature)}
        </li>
      ))}
    </List>
  );
}
