"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { NumberValue } from "@/lib/quotes/draft.shared";
import { cn } from "@/lib/utils.shared";
import { useLocalizeValidation } from "./validation-context";

interface NumberFieldProps {
  label: React.ReactNode;
  value: NumberValue;
  onChange: (value: NumberValue) => void;
  min?: number;
  max?: number;
  step?: number;
  error?: string;
  required?: boolean;
  className?: string;
  /** Extra words read before the visible label, e.g. the room's name. */
  srPrefix?: string;
}

/** A labelled number input whose blank state is null. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  error,
  required,
  className,
  srPrefix,
}: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const localize = useLocalizeValidation();
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>
        {srPrefix && <span className="sr-only">{srPrefix} </span>}
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        required={required}
        value={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const raw = event.target.value;
          const parsed = raw === "" ? null : Number(raw);
          onChange(parsed === null || Number.isFinite(parsed) ? parsed : null);
        }}
      />
      {error && (
        <p id={errorId} className="text-xs text-destructive">
          {localize(error)}
        </p>
      )}
    </div>
  );
}
