import "@/tests/setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

function CancelBooking({ onConfirm, pending = false }: { onConfirm: () => void; pending?: boolean }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="destructive">Cancel booking</Button>}
      title="Cancel this booking?"
      description="The painter will be notified."
      cancelLabel="Keep booking"
      confirmLabel="Yes, cancel"
      destructive
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>No fee applies.</p>
    </ConfirmDialog>
  );
}

describe("ConfirmDialog", () => {
  it("is named and described by its header and shows its extra content", async () => {
    const user = userEvent.setup();
    render(<CancelBooking onConfirm={jest.fn()} />);

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const confirm = screen.getByRole("alertdialog", { name: "Cancel this booking?" });
    expect(confirm).toHaveAccessibleDescription("The painter will be notified.");
    expect(within(confirm).getByText("No fee applies.")).toBeInTheDocument();
  });

  it("focuses the cancel button first, so Enter keeps things as they are", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<CancelBooking onConfirm={onConfirm} />);
    const trigger = screen.getByRole("button", { name: "Cancel booking" });

    await user.click(trigger);
    expect(screen.getByRole("button", { name: "Keep booking" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it("runs onConfirm once and closes when confirmed; destructive looks destructive", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<CancelBooking onConfirm={onConfirm} />);

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const yes = screen.getByRole("button", { name: "Yes, cancel" });
    expect(yes).toHaveClass("bg-destructive", "text-white");
    await user.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("defaults to a plain confirm button and a Cancel button, both taking buttonClassName", () => {
    render(
      <ConfirmDialog
        open
        onConfirm={jest.fn()}
        buttonClassName="min-h-11"
        confirmLabel="Reset Password"
        title="Reset the password?"
        description="A temporary password replaces it."
      />,
    );
    const confirm = screen.getByRole("alertdialog", { name: "Reset the password?" });
    const cancel = within(confirm).getByRole("button", { name: "Cancel" });
    const reset = within(confirm).getByRole("button", { name: "Reset Password" });
    expect(cancel).toHaveClass("min-h-11");
    expect(reset).toHaveClass("min-h-11", "bg-primary");
    expect(reset).not.toHaveClass("bg-destructive");
  });

  it("disables both buttons while pending", () => {
    render(
      <ConfirmDialog
        open
        title="Run the cleanup now?"
        description="This permanently deletes old records."
        confirmLabel="Run Cleanup"
        pending
        onConfirm={jest.fn()}
      />,
    );
    const confirm = screen.getByRole("alertdialog", { name: "Run the cleanup now?" });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(within(confirm).getByRole("button", { name: "Run Cleanup" })).toBeDisabled();
  });

  it("can be controlled without a trigger", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    function Harness() {
      const [deleting, setDeleting] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setDeleting("Center City")}>
            Delete
          </button>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={<>Delete {deleting} permanently?</>}
            description="This cannot be undone."
            confirmLabel="Delete Permanently"
            destructive
            onConfirm={() => onConfirm(deleting)}
          />
        </>
      );
    }
    render(<Harness />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Center City permanently?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete Permanently" }));
    expect(onConfirm).toHaveBeenCalledWith("Center City");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
