"use client";

import * as React from "react";
import { Loader2 } from "lucide-react";

// The one consumer of every AlertDialog part: a namespace keeps the list in alert-dialog.tsx only.
import * as Alert from "@/components/ui/alert-dialog";

interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button; focus returns to it when the dialog closes. */
  trigger?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Shown between the description and the buttons. */
  children?: React.ReactNode;
  confirmLabel: React.ReactNode;
  cancelLabel?: React.ReactNode;
  /** The confirm button reads as destructive (deleting, cancelling a booking). */
  destructive?: boolean;
  /** The confirmed action is running: both buttons are disabled and the confirm one spins. */
  pending?: boolean;
  /** Runs on confirm; the dialog then closes by itself. */
  onConfirm: () => void;
  /** For both buttons, e.g. `min-h-11` touch targets. */
  buttonClassName?: string;
}

/**
 * An "are you sure?" step. Radix focuses the cancel button first, so Enter on
 * opening never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  pending = false,
  onConfirm,
  buttonClassName,
}: ConfirmDialogProps) {
  return (
    <Alert.AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <Alert.AlertDialogTrigger asChild>{trigger}</Alert.AlertDialogTrigger>}
      <Alert.AlertDialogContent>
        <Alert.AlertDialogHeader>
          <Alert.AlertDialogTitle>{title}</Alert.AlertDialogTitle>
          <Alert.AlertDialogDescription>{description}</Alert.AlertDialogDescription>
        </Alert.AlertDialogHeader>
        {children}
        <Alert.AlertDialogFooter>
          <Alert.AlertDialogCancel className={buttonClassName} disabled={pending}>
            {cancelLabel}
          </Alert.AlertDialogCancel>
          <Alert.AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            className={buttonClassName}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {confirmLabel}
          </Alert.AlertDialogAction>
        </Alert.AlertDialogFooter>
      </Alert.AlertDialogContent>
    </Alert.AlertDialog>
  );
}
