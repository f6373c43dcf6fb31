"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LogInIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/sonner";
import { CONTRACTOR_MESSAGES, contractorLoginSchema } from "@/lib/validations/contractor";
import { DASHBOARD_PATH, NETWORK_ERROR, sendJson } from "./api";

type LoginValues = z.input<typeof contractorLoginSchema>;
type LoginInput = z.output<typeof contractorLoginSchema>;

/**
 * Signs in with the same schema the API uses. The server answers with the
 * httpOnly session cookie; the token in the body is for API clients and is
 * deliberately not kept in the browser.
 */
export function LoginForm() {
  const router = useRouter();
  const form = useForm<LoginValues, unknown, LoginInput>({
    resolver: zodResolver(contractorLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const [redirecting, setRedirecting] = useState(false);
  const pending = form.formState.isSubmitting || redirecting;

  async function onSubmit(values: LoginInput) {
    const result = await sendJson<{ contractor?: unknown }>("POST", "/api/contractor/login", values);
    if (!result.ok) {
      toast.error(CONTRACTOR_MESSAGES.loginFailed, { description: result.error ?? NETWORK_ERROR });
      return;
    }
    setRedirecting(true);
    toast.success(CONTRACTOR_MESSAGES.loginSuccess, { description: CONTRACTOR_MESSAGES.loginSuccessText });
    router.replace(DASHBOARD_PATH);
    router.refresh();
  }

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Contractor login"
        className="grid gap-4"
        onSubmit={form.handleSubmit(onSubmit)}
      >
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" className="h-11" placeholder="you@example.com" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" className="h-11" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="min-h-11 w-full" disabled={pending}>
          <LogInIcon aria-hidden />
          {pending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
