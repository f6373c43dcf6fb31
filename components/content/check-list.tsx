import { Check } from "@/components/ui/static-icons/check";

/**
 * A list with a green tick before each item. The small size goes inside cards (text-sm set by
 * the caller's className); the default size stands on its own in a section. No `cn`: the style
 * quiz shows it in the browser, where tailwind-merge would be most of that page's code.
 */
export function CheckList({
  items,
  className,
  small = false,
}: {
  items: readonly string[];
  className: string;
  small?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={small ? "flex gap-2" : "flex gap-3"}>
          <Check
            className={`${small ? "mt-0.5 size-4" : "mt-1 size-5"} shrink-0 text-success`}
            aria-hidden="true"
          />
          {small ? item : <span>{item}</span>}
        </li>
      ))}
    </ul>
  );
}
