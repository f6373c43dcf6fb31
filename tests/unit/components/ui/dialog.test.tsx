import "@/tests/setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

function QuoteDialog({ showCloseButton }: { showCloseButton?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Request a quote</Button>
      </DialogTrigger>
      <DialogContent showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Request a quote</DialogTitle>
          <DialogDescription>Tell us about the rooms you want painted.</DialogDescription>
        </DialogHeader>
        <input aria-label="Number of rooms" />
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens from its trigger, is named by its title and closes with Escape", async () => {
    const user = userEvent.setup();
    render(<QuoteDialog />);
    const trigger = screen.getByRole("button", { name: "Request a quote" });

    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Request a quote" });
    expect(dialog).toHaveAccessibleDescription("Tell us about the rooms you want painted.");
    expect(dialog).toHaveClass("max-h-[calc(100dvh-2rem)]", "overflow-y-auto");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("closes with the labelled Close button", async () => {
    const user = userEvent.setup();
    render(<QuoteDialog />);

    await user.click(screen.getByRole("button", { name: "Request a quote" }));
    await user.click(screen.getByRole("button", { name: "Close" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("can hide the close button", async () => {
    const user = userEvent.setup();
    render(<QuoteDialog showCloseButton={false} />);

    await user.click(screen.getByRole("button", { name: "Request a quote" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });
});

describe("AlertDialog", () => {
  it("asks for confirmation and runs the action only when confirmed", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Cancel booking</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
            <AlertDialogDescription>The painter will be notified.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep booking</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={onConfirm}>
              Yes, cancel
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
    // Radix focuses Cancel first so Enter cannot confirm a destructive action by accident.
    expect(screen.getByRole("button", { name: "Keep booking" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const confirm = screen.getByRole("button", { name: "Yes, cancel" });
    expect(confirm).toHaveClass("bg-destructive");
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe("Sheet", () => {
  it("opens a side drawer with a Close button", async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Menu</SheetTrigger>
        <SheetContent side="left" aria-describedby={undefined}>
          <SheetTitle>Navigation</SheetTitle>
          <a href="/how-it-works">How it works</a>
        </SheetContent>
      </Sheet>,
    );

    await user.click(screen.getByRole("button", { name: "Menu" }));
    const sheet = screen.getByRole("dialog", { name: "Navigation" });
    expect(sheet).toHaveAttribute("data-side", "left");

    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
