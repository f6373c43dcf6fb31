import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { ContractorDashboard } from "@/components/contractor/dashboard/contractor-dashboard";
import { PortalErrorsProvider } from "@/components/contractor/i18n/portal-errors";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { currentSession } from "@/lib/auth/server-session";
import { contractorLanguage } from "@/lib/contractors/language";
import { contractorProfile } from "@/lib/contractors/profile";
import { db } from "@/lib/db";
import { browserLocale } from "@/lib/i18n/browser-language.shared";
import { CATALOGUES, clientMessages } from "@/lib/i18n/catalogue";
import { validationLookup } from "@/lib/i18n/validation.shared";

export const metadata: Metadata = {
  title: "Contractor Dashboard",
  robots: { index: false, follow: false },
};

/** The namespaces the dashboard's client parts read, its lazily loaded parts included. */
const PORTAL_NAMESPACES = ["portal", "portalAvailability", "portalAlerts"] as const;

/**
 * Checks the session itself (the proxy's redirect is only a convenience) and
 * hands the client dashboard the contractor's name and verification badge, in the painter's
 * language: the one they chose, else their browser's.
 */
export default async function ContractorDashboardPage() {
  const session = await currentSession();
  if (!session || session.role !== "contractor" || !session.contractorId) redirect("/contractor/login");
  const profile = await contractorProfile(db, session.contractorId).catch(() => null);
  if (!profile) redirect("/contractor/login");
  // After an admin reset, nothing but choosing a new password (the API refuses the rest too).
  if (session.mustChangePassword) return <ChangePasswordForm email={profile.email} />;
  const chosen = await contractorLanguage(db, session.contractorId).catch(() => null);
  const locale = chosen ?? browserLocale((await headers()).get("accept-language"));

  return (
    <IntlProvider locale={locale} messages={clientMessages(locale, PORTAL_NAMESPACES)}>
      <PortalErrorsProvider
        lookup={
          locale === "en"
            ? undefined
            : validationLookup(CATALOGUES.en.portalValidation, CATALOGUES[locale].portalValidation)
        }
      >
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
      </PortalErrorsProvider>
    </IntlProvider>
  );
}
