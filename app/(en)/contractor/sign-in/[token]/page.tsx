import type { Metadata } from "next";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { SignInLinkButton } from "@/components/auth/sign-in-link-button";
import { DASHBOARD_PATH } from "@/components/contractor/paths";
import { PageLink } from "@/components/site/page-link";
import { contractorForUsableSignInLink, INVALID_SIGN_IN_LINK } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Sign In",
  robots: { index: false },
  referrer: "no-referrer",
};

/** Shows whose link it is (without using it up); the button signs in. */
export default async function SignInWithLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const contractor = await contractorForUsableSignInLink(db, token);
  return (
    <LoginPageCard
      heading={
        <h1 className="text-2xl font-bold tracking-tight">{contractor ? "Sign In" : "Invalid Link"}</h1>
      }
      description={
        contractor
          ? `Welcome back, ${contractor.firstName}. Sign in to the contractor portal on this device.`
          : INVALID_SIGN_IN_LINK
      }
      contentClassName="space-y-6"
    >
      {contractor ? (
        <SignInLinkButton
          token={token}
          redeemUrl="/api/contractor/sign-in-link/redeem"
          nextPath={DASHBOARD_PATH}
        />
      ) : (
        <PageLink
          href="/contractor/sign-in-link"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          E-mail me a new sign-in link
        </PageLink>
      )}
    </LoginPageCard>
  );
}
