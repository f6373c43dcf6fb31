import type { Metadata } from "next";
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from "@/components/admin/paths";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { SignInLinkButton } from "@/components/auth/sign-in-link-button";
import { PageLink } from "@/components/site/page-link";
import { adminSignInLinkUsable } from "@/lib/admin/sign-in-link";
import { db } from "@/lib/db";
import { INVALID_SIGN_IN_LINK } from "@/lib/security/sign-in-link";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Admin Sign In",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** An admin sign-in link's page: the button signs in (opening the link does not). */
export default async function AdminSignInWithLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const valid = await adminSignInLinkUsable(db, token);
  return (
    <LoginPageCard
      heading={
        <h1 className="text-2xl font-bold tracking-tight">{valid ? "Admin Sign In" : "Invalid Link"}</h1>
      }
      description={valid ? "Sign in to the back office on this device." : INVALID_SIGN_IN_LINK}
      contentClassName="space-y-6"
    >
      {valid ? (
        <SignInLinkButton
          token={token}
          redeemUrl="/api/admin/sign-in-link/redeem"
          nextPath={ADMIN_DASHBOARD_PATH}
        />
      ) : (
        <PageLink
          href={ADMIN_LOGIN_PATH}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Go to the admin login
        </PageLink>
      )}
    </LoginPageCard>
  );
}
