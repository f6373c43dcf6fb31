import { createElement, type SVGProps } from "react";

/**
 * A lucide icon drawn as plain SVG, with lucide's attributes and class names. lucide-react's
 * own icons render through a client component ("use client"), so one of them in a server
 * component ships the icon library's code to every page that has it; these ship none.
 * The icon files beside this one are generated: scripts/generate-static-icons.mjs.
 */
export type StaticIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

export function staticIcon(name: string, children: [string, Record<string, string>][]): StaticIcon {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {children.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  return Icon;
}
