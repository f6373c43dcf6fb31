"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LogInIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/sonner";
import { adminLoginSchema } from "@/lib/validations/admin";
import { ADMIN_DASHBOARD_PATH, adminRequest } from "./api";
import { ADMIN_MESSAGES } from "./messages";

const passwordSchema = adminLoginSchema.pick({ password: true });
type LoginValues = { password: string };

/**
 * Spec §2 "Admin login": one password field, submitted as the user `admin`.
 * The server sets the httpOnly session cookie; the token in the body is for
 * API clients and is deliberately not kept in the browser.
 */
export function AdminLoginForm() {
  const router = useRouter();
  const form = useForm<LoginValues>({ resolver: zodResolver(passwordSchema), defaultValues: { password: "" } });
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const hydrated = useHydrated();
  const pending = form.formState.isSubmitting || redirecting;

  async function onSubmit({ password }: LoginValues) {
    setFailure(null);
    const result = await adminRequest<{ success?: boolean }>("POST", "/api/admin/login", { username: "admin", password });
    if (result.ok) {
      setRedirecting(true);
      router.replace(ADMIN_DASHBOARD_PATH);
      router.refresh();
      return;
    }
    if (result.status === 401) {
      setFailure(`${ADMIN_MESSAGES.accessDenied}: ${ADMIN_MESSAGES.incorrectPassword}`);
      toast.error(ADMIN_MESSAGES.accessDenied, { description: ADMIN_MESSAGES.incorrectPassword });
      form.setFocus("password");
    } else if (result.status === 429 && result.error) {
      setFailure(result.error);
      toast.error(result.error);
    } else {
      setFailure(ADMIN_MESSAGES.loginFailed);
      toast.error(ADMIN_MESSAGES.loginFailed);
    }
  }

  return (
    <Form {...form}>
      <form method="post" noValidate aria-label="Admin login" className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        {/* Lets password managers file the password under the one admin user. */}
        <input type="text" name="username" value="admin" autoComplete="username" readOnly hidden />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Admin password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" required className="h-11" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
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
