import * as React from "react";

import { cn } from "@/lib/utils.shared";
import { inputClassName } from "./field-classes";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}

export { Input };
