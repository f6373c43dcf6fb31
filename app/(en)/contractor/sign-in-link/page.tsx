import type { Metadata } from "next";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { SignInLinkRequestForm } from "@/components/contractor/sign-in/sign-in-link-request-form";
import { PageLink } from "@/components/site/page-link";

export const metadata: Metadata = {
  title: "E-mail Me a Sign-in Link",
  description: "Sign in to the BrushWise contractor portal with a one-time link sent to your e-mail.",
  robots: { index: false },
};

export default function SignInLinkPage() {
  return (
    <LoginPageCard
      heading={<h1 className="text-2xl font-bold tracking-tight">E-mail Me a Sign-in Link</h1>}
      description="Forgot your password, or locked out? We'll e-mail you a link that signs you in once, within 15 minutes."
      contentClassName="space-y-6"
    >
      <SignInLinkRequestForm />
      <p className="text-center text-sm text-muted-foreground">
        <PageLink
          href="/contractor/login"
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          Log in with your password
        </PageLink>
      </p>
    </LoginPageCard>
  );
}
