"use client";

import * as React from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FailureAlert } from "@/components/ui/failure-alert";

type AppDialogProps = Omit<React.ComponentProps<typeof DialogContent>, "title"> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button; focus returns to it when the dialog closes. */
  trigger?: React.ReactNode;
  /**
   * The dialog's accessible name. `null` leaves the header out: a dialog whose
   * subject is already gone while it animates closed has nothing to name.
   */
  title: React.ReactNode;
  /** Required so that every dialog is described (aria-describedby). */
  description: React.ReactNode;
  /**
   * Buttons outside any form. A form's submit button belongs inside its form,
   * so form dialogs put a DialogFooter in `children` instead.
   */
  footer?: React.ReactNode;
  headerClassName?: string;
  titleClassName?: string;
};

/**
 * A dialog with the app's header (title + description) and footer layout. The
 * remaining props go to DialogContent (className, showCloseButton, ref,
 * onOpenAutoFocus, data-testid, …).
 */
export function AppDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  headerClassName,
  titleClassName,
  children,
  ...contentProps
}: AppDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...contentProps}>
        {title != null && (
          <DialogHeader className={headerClassName}>
            <DialogTitle className={titleClassName}>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
        )}
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The end of a form in an AppDialog: its failure (announced as an alert), then
 * Cancel and the submit button. It goes inside the form, so Enter in a field submits.
 */
export function AppDialogFormFooter({
  failure,
  onCancel,
  submitLabel,
  submitDisabled = false,
}: {
  failure?: string | null;
  onCancel: () => void;
  submitLabel: React.ReactNode;
  submitDisabled?: boolean;
}) {
  return (
    <>
      <FailureAlert>{failure}</FailureAlert>
      <DialogFooter>
        <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
