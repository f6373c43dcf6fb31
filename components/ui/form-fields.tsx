"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** V: the form's values, N: this field's name, T: what the resolver turns the values into. */
interface FieldBase<V extends FieldValues, N extends FieldPath<V>, T> {
  control: Control<V, unknown, T>;
  name: N;
  label: ReactNode;
  description?: ReactNode;
}

type InputProps = Omit<
  ComponentProps<typeof Input>,
  "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref"
>;

/** A react-hook-form field with its label, optional description and validation message; the control is the caller's. */
export function FormFieldItem<V extends FieldValues, N extends FieldPath<V>, T = V>(
  props: FieldBase<V, N, T> & { children: (field: ControllerRenderProps<V, N>) => ReactNode },
) {
  const { control, name, label, description, children } = props;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {description !== undefined && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A FormFieldItem with an Input; an empty value stays a controlled "" rather than undefined. */
export function FormInputField<V extends FieldValues, N extends FieldPath<V>, T = V>(
  props: FieldBase<V, N, T> & InputProps,
) {
  const { control, name, label, description, ...inputProps } = props;
  return (
    <FormFieldItem control={control} name={name} label={label} description={description}>
      {(field) => (
        <Input {...inputProps} {...field} value={(field.value as string | number | undefined) ?? ""} />
      )}
    </FormFieldItem>
  );
}

/**
 * Binds a form's control and the props its inputs share once, for forms of many plain inputs:
 * `const text = inputFieldsFor(form.control, { className: "h-11" }); text("email", "Email", { type: "email" })`.
 */
export function inputFieldsFor<V extends FieldValues, T = V>(
  control: Control<V, unknown, T>,
  shared: InputProps = {},
) {
  return function inputField(name: FieldPath<V>, label: ReactNode, props: InputProps = {}) {
    return <FormInputField {...shared} {...props} control={control} name={name} label={label} />;
  };
}
