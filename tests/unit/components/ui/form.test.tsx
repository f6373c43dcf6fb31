import "@/tests/setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";

function PostcodeForm({ onSubmit }: { onSubmit: (values: { postcode: string }) => void }) {
  const form = useForm<{ postcode: string }>({ defaultValues: { postcode: "" } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <FormField
          control={form.control}
          name="postcode"
          rules={{ required: "Enter your postcode so we can find local painters" }}
          render={({ field }) => (
            <FormItem>
              <FormLabel>Postcode</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>We only use it to match painters nearby.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Find painters</Button>
      </form>
    </Form>
  );
}

describe("Form", () => {
  it("wires label, description and error message to the control", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<PostcodeForm onSubmit={onSubmit} />);

    const input = screen.getByRole("textbox", { name: "Postcode" });
    expect(input).toHaveAccessibleDescription("We only use it to match painters nearby.");
    expect(input).toHaveAttribute("aria-invalid", "false");

    await user.click(screen.getByRole("button", { name: "Find painters" }));

    expect(await screen.findByText("Enter your postcode so we can find local painters")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "We only use it to match painters nearby. Enter your postcode so we can find local painters",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, "SW1A 1AA");
    await user.click(screen.getByRole("button", { name: "Find painters" }));
    expect(onSubmit).toHaveBeenCalledWith({ postcode: "SW1A 1AA" }, expect.anything());
  });

  it("throws a clear error when used outside FormField", () => {
    function Orphan() {
      const form = useForm();
      return (
        <Form {...form}>
          <FormItem>
            <FormLabel>Orphan</FormLabel>
          </FormItem>
        </Form>
      );
    }
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow("useFormField must be used within <FormField>");
    spy.mockRestore();
  });
});
