import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeftIcon, ShieldCheckIcon } from "lucide-react";
import { AdminLoginForm } from "@/components/admin/login-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentSession } from "@/lib/auth/server-session";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

export default async function AdminLoginPage() {
  const session = await currentSession();
  if (session?.role === "admin") redirect("/admin/dashboard");

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <ShieldCheckIcon aria-hidden className="size-6 text-primary" />
              Admin Login
            </h1>
          </CardTitle>
          <CardDescription>Sign in to manage contractors, pricing, service areas and bookings.</CardDescription>
        </CardHeader>
        <CardContent>
          <AdminLoginForm />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeftIcon aria-hidden className="size-4" />
          Back to main site
        </Link>
      </p>
    </div>
  );
}
