import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { ContractorDashboard } from "@/components/contractor/dashboard/contractor-dashboard";
import { currentSession } from "@/lib/auth/server-session";
import { contractorProfile } from "@/lib/contractors/profile";
import { db } from "@/lib/db";

export const metadata: Metadata = {
  title: "Contractor Dashboard",
  robots: { index: false, follow: false },
};

/**
 * Checks the session itself (the proxy's redirect is only a convenience) and
 * hands the client dashboard the contractor's name and verification badge.
 */
export default async function ContractorDashboardPage() {
  const session = await currentSession();
  if (!session || session.role !== "contractor" || !session.contractorId) redirect("/contractor/login");
  const profile = await contractorProfile(db, session.contractorId).catch(() => null);
  if (!profile) redirect("/contractor/login");
  // After an admin reset, nothing but choosing a new password (the API refuses the rest too).
  if (session.mustChangePassword) return <ChangePasswordForm email={profile.email} />;

  return (
    <ContractorDashboard
      initialProfile={{
        // The key of the jobs kept on the device for when there is no signal.
        id: profile.id,
        firstName: profile.firstName,
        lastName: profile.lastName,
        isVerified: profile.isVerified,
        email: profile.email,
        businessName: profile.businessName,
      }}
    />
  );
}
