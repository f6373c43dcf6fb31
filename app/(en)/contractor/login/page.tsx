import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { currentSession } from "@/lib/auth/server-session";

export const metadata: Metadata = {
  title: "Contractor Login",
  description: "Sign in to the BrushWise contractor portal to see your jobs, schedule and earnings.",
};

export default async function ContractorLoginPage() {
  const session = await currentSession();
  if (session?.role === "contractor") redirect("/contractor/dashboard");

  return (
    <LoginPageCard
      heading={<h1 className="text-2xl font-bold tracking-tight">Contractor Login</h1>}
      description="Sign in to see your jobs, schedule and earnings."
      contentClassName="space-y-6"
    >
      <LoginForm portal="contractor" />
      <p className="text-center text-sm text-muted-foreground">
        Forgot your password or locked out?{" "}
        <PageLink
          href="/contractor/sign-in-link"
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          E-mail me a sign-in link
        </PageLink>
      </p>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{" "}
        <PageLink
          href="/become-painter"
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          Register here
        </PageLink>
      </p>
    </LoginPageCard>
  );
}
