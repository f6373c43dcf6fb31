import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { LoginForm } from "@/components/contractor/login-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentSession } from "@/lib/auth/server-session";

export const metadata: Metadata = {
  title: "Contractor Login",
  description: "Sign in to the BrushWise contractor portal to see your jobs, schedule and earnings.",
};

export default async function ContractorLoginPage() {
  const session = await currentSession();
  if (session?.role === "contractor") redirect("/contractor/dashboard");

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">Contractor Login</h1>
          </CardTitle>
          <CardDescription>Sign in to see your jobs, schedule and earnings.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <LoginForm />
          <p className="text-center text-sm text-muted-foreground">
            Don&apos;t have an account?{" "}
            <Link href="/become-painter" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
              Register here
            </Link>
          </p>
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
