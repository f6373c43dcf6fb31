import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { SetPasswordForm } from "@/components/contractor/set-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { contractorForSetPasswordToken, INVALID_SET_PASSWORD_LINK } from "@/lib/contractors/set-password";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Set Your Password",
  robots: { index: false },
  referrer: "no-referrer",
};

export default async function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const contractor = await contractorForSetPasswordToken(db, decodeURIComponent(token));
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">
              {contractor ? "Set Your Password" : "Invalid Link"}
            </h1>
          </CardTitle>
          <CardDescription>
            {contractor
              ? `Welcome, ${contractor.firstName}. Choose a password to log in to the contractor portal.`
              : INVALID_SET_PASSWORD_LINK}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {contractor ? (
            <SetPasswordForm token={decodeURIComponent(token)} email={contractor.email} />
          ) : (
            <PageLink
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              href="/contractor/login"
            >
              Go to the contractor login
            </PageLink>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
