import "@/tests/setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";

import { AppDialog, AppDialogFormFooter } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";

describe("AppDialog", () => {
  it("opens from its trigger, is named and described by its header, and returns focus on Escape", async () => {
    const user = userEvent.setup();
    render(
      <AppDialog
        trigger={<Button>Invite Painter</Button>}
        title="Invite Painter"
        description="The painter gets an e-mail."
        className="sm:max-w-2xl"
        footer={<Button>Send</Button>}
      >
        <input aria-label="Email" />
      </AppDialog>,
    );
    const trigger = screen.getByRole("button", { name: "Invite Painter" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Invite Painter" });
    expect(dialog).toHaveAccessibleDescription("The painter gets an e-mail.");
    expect(dialog).toHaveClass("sm:max-w-2xl", "max-h-[calc(100dvh-2rem)]", "overflow-y-auto");
    expect(within(dialog).getByRole("heading", { name: "Invite Painter" })).toBeInTheDocument();
    // The footer comes after the body, in the footer layout (stacked on a phone).
    const footer = within(dialog).getByRole("button", { name: "Send" }).parentElement!;
    expect(footer).toHaveAttribute("data-slot", "dialog-footer");
    expect(footer).toHaveClass("flex-col-reverse");
    expect(within(dialog).getByLabelText("Email").compareDocumentPosition(footer)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("is controlled by open/onOpenChange and passes content props through", async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Harness() {
      const [open, setOpen] = useState(true);
      const content = useRef<HTMLDivElement>(null);
      return (
        <AppDialog
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
          ref={content}
          data-testid="saved"
          showCloseButton={false}
          headerClassName="sr-only"
          titleClassName="flex gap-2"
          title="Your quote is ready"
          description="We saved your quote."
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
        >
          <button type="button">Inside</button>
        </AppDialog>
      );
    }
    render(<Harness />);

    const dialog = screen.getByTestId("saved");
    expect(dialog).toHaveAccessibleName("Your quote is ready");
    expect(dialog).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    const title = within(dialog).getByRole("heading", { name: "Your quote is ready" });
    expect(title).toHaveClass("flex", "gap-2");
    expect(title.parentElement).toHaveClass("sr-only");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(changes).toEqual([false]);
  });

  it("leaves the header out when the title is null and the footer out when there is none", () => {
    // Radix warns about the missing title; callers pass null only while the dialog animates closed.
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AppDialog open title={null} description="unused" aria-describedby={undefined} aria-label="Empty">
        <p>Body</p>
      </AppDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Empty" });
    expect(within(dialog).queryByRole("heading")).not.toBeInTheDocument();
    expect(within(dialog).queryByText("unused")).not.toBeInTheDocument();
    expect(dialog.querySelector("[data-slot=dialog-footer]")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe("AppDialogFormFooter", () => {
  function EditForm({
    failure = null,
    saving = false,
    onSubmit,
    onCancel,
  }: {
    failure?: string | null;
    saving?: boolean;
    onSubmit: () => void;
    onCancel: () => void;
  }) {
    return (
      <AppDialog open title="Edit Area" description="Change the name.">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <input aria-label="Name" />
          <AppDialogFormFooter
            failure={failure}
            onCancel={onCancel}
            submitLabel={saving ? "Saving..." : "Save Changes"}
            submitDisabled={saving}
          />
        </form>
      </AppDialog>
    );
  }

  it("submits its form with Enter or the submit button, and cancels with Cancel", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onCancel = jest.fn();
    render(<EditForm onSubmit={onSubmit} onCancel={onCancel} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Area" });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Name"), "Center City{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const save = within(dialog).getByRole("button", { name: "Save Changes" });
    expect(save).toHaveAttribute("type", "submit");
    expect(save).toHaveClass("min-h-11");
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);

    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveAttribute("type", "button");
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("announces the failure and disables the submit button while saving", () => {
    render(<EditForm failure="The name is taken" saving onSubmit={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Area" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The name is taken");
    expect(within(dialog).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
  });
});
