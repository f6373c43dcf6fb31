import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FormFieldItem, FormInputField, inputFieldsFor } from "@/components/ui/form-fields";
import { Textarea } from "@/components/ui/textarea";

interface Values {
  email: string;
  note?: string;
}

function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { email: "" } });
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!values.email.includes("@")) form.setError("email", { message: "Enter a valid e-mail" });
          else onSubmit(values);
        })}
      >
        <FormInputField
          control={form.control}
          name="email"
          label="E-mail"
          description="We reply within a day."
          type="email"
          className="h-11"
          required
        />
        <FormFieldItem control={form.control} name="note" label="Note">
          {(field) => <Textarea rows={3} {...field} value={field.value ?? ""} />}
        </FormFieldItem>
        <Button type="submit">Send</Button>
      </form>
    </Form>
  );
}

describe("FormInputField and FormFieldItem", () => {
  it("label, describe and control their input, and report the typed values", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const email = screen.getByRole("textbox", { name: "E-mail" });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(email).toHaveClass("h-11");
    expect(email).toHaveAccessibleDescription("We reply within a day.");
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note).toHaveValue("");

    await user.type(email, "ann@example.com");
    await user.type(note, "Two rooms");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "ann@example.com", note: "Two rooms" });
  });

  it("shows the field's error and marks the input invalid", async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={jest.fn()} />);
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "nope");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByRole("textbox", { name: "E-mail" });
    expect(await screen.findByText("Enter a valid e-mail")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("We reply within a day. Enter a valid e-mail");
  });

  it("renders no description element when none is given", () => {
    render(<TestForm onSubmit={jest.fn()} />);
    expect(screen.getByRole("textbox", { name: "Note" })).not.toHaveAccessibleDescription();
  });
});

describe("inputFieldsFor", () => {
  function NameForm() {
    const form = useForm<{ first: string; last: string }>({ defaultValues: { first: "Ann", last: "" } });
    const text = inputFieldsFor(form.control, { className: "h-11", autoComplete: "off" });
    return (
      <Form {...form}>
        <form>
          {text("first", "First name", { required: true })}
          {text("last", "Last name", { autoComplete: "family-name" })}
        </form>
      </Form>
    );
  }

  it("makes labelled inputs with the shared props, each call adding or overriding its own", () => {
    render(<NameForm />);
    const first = screen.getByRole("textbox", { name: "First name" });
    expect(first).toHaveValue("Ann");
    expect(first).toBeRequired();
    expect(first).toHaveClass("h-11");
    expect(first).toHaveAttribute("autocomplete", "off");
    const last = screen.getByRole("textbox", { name: "Last name" });
    expect(last).not.toBeRequired();
    expect(last).toHaveAttribute("autocomplete", "family-name");
  });
});
