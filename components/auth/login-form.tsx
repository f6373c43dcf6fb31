"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LogInIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { api } from "@/components/api/client";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/sonner";
import { LOGIN_PORTALS, type LoginPortal, type LoginPortalName, type LoginValues } from "./login-portals";

/**
 * Signs in with the same schema the API uses. The server sets the httpOnly
 * session cookie; the token in the body is for API clients and is deliberately
 * not kept in the browser. method="post" and the button held until hydration
 * keep a password out of the URL even if the browser submits natively.
 */
export function LoginForm({ portal: name }: { portal: LoginPortalName }) {
  const portal: LoginPortal = LOGIN_PORTALS[name];
  const router = useRouter();
  const form = useForm<LoginValues>({
    // Both schemas read and write plain strings; the contractor's lower-cases the e-mail.
    resolver: zodResolver(portal.schema) as unknown as Resolver<LoginValues>,
    defaultValues: portal.defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const hydrated = useHydrated();
  const pending = form.formState.isSubmitting || redirecting;

  async function onSubmit(values: LoginValues) {
    setFailure(null);
    const result = await api.post<unknown>(portal.url, portal.body(values));
    if (result.ok) {
      setRedirecting(true);
      if (portal.success) toast.success(portal.success.title, { description: portal.success.description });
      router.replace(portal.dashboardPath);
      router.refresh();
      return;
    }
    const { title, description, alert } = portal.failure(result);
    if (alert) setFailure(alert);
    if (description) toast.error(title, { description });
    else toast.error(title);
    if (result.status === 401 && alert) form.setFocus("password");
  }

  return (
    <Form {...form}>
      <form
        method="post"
        noValidate
        aria-label={portal.formLabel}
        className="grid gap-4"
        onSubmit={form.handleSubmit(onSubmit)}
      >
        {portal.fixedUsername && (
          <input
            type="text"
            name="username"
            value={portal.fixedUsername}
            autoComplete="username"
            readOnly
            hidden
          />
        )}
        {portal.fields.map((input) => (
          <FormField
            key={input.name}
            control={form.control}
            name={input.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{input.label}</FormLabel>
                <FormControl>
                  <Input
                    type={input.type}
                    autoComplete={input.autoComplete}
                    inputMode={input.type === "email" ? "email" : undefined}
                    placeholder={input.placeholder}
                    required={input.required}
                    className="h-11"
                    {...field}
                    value={field.value ?? ""}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        {failure && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" className="min-h-11 w-full" disabled={pending || !hydrated}>
          <LogInIcon aria-hidden />
          {pending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
