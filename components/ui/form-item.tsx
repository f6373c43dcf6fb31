import type { ReactNode } from "react";
import { labelClassName } from "./field-classes";

/** What a field's control gets to be tied to its label, description and message. */
export interface FormItemControl {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

const LABEL_CLASSES = `${labelClassName} data-[error=true]:text-destructive`;

/**
 * shadcn's FormItem markup (data-slot form-item, form-label, form-description, form-message)
 * without its form library, for the light pages' forms that keep their values in React state:
 * a label, the control, its description and its message, tied together by ids.
 */
export function FormItem({
  id,
  label,
  description,
  problem,
  children,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  problem: string | undefined;
  children: (control: FormItemControl) => ReactNode;
}) {
  const descriptionId = `${id}-description`;
  const messageId = `${id}-message`;
  const describedBy = [description !== undefined && descriptionId, problem && messageId].filter(Boolean);
  return (
    <div data-slot="form-item" className="grid gap-2">
      <label htmlFor={id} data-slot="form-label" data-error={Boolean(problem)} className={LABEL_CLASSES}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(problem),
        "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
      })}
      {description !== undefined && (
        <p data-slot="form-description" id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {problem && (
        <p data-slot="form-message" id={messageId} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
