import * as React from "react";

import { cn } from "@/lib/utils.shared";
import { skeletonClassName } from "./field-classes";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn(skeletonClassName, className)} {...props} />;
}

export { Skeleton };
