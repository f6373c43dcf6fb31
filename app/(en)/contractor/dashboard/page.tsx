import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { ContractorDashboard } from "@/components/contractor/dashboard/contractor-dashboard";
import { PortalErrorsProvider } from "@/components/contractor/i18n/portal-errors";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { currentSession } from "@/lib/auth/server-session";
import { contractorLanguage } from "@/lib/contractors/language";
import { contractorProfile } from "@/lib/contractors/profile";
import { db } from "@/lib/db";
import { clientMessages } from "@/lib/i18n/catalogue";
import { getT } from "@/lib/i18n/server";
import {
  painterPageLocale,
  PortalAuthFrame,
  portalAuthTexts,
  portalLookup,
} from "../_i18n/portal-auth-frame";

/** The painter's language (once per request: the title and the page both need it): their choice, else their browser's. */
const dashboardLocale = cache(async (contractorId: string | undefined) =>
  painterPageLocale(contractorId ? await contractorLanguage(db, contractorId).catch(() => null) : null),
);

export async function generateMetadata(): Promise<Metadata> {
  const session = await currentSession();
  const contractorId = session?.role === "contractor" ? session.contractorId : undefined;
  const t = getT(await dashboardLocale(contractorId ?? undefined), "portalAuth");
  return { title: t("dashboard.metaTitle"), robots: { index: false, follow: false } };
}

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
  const locale = await dashboardLocale(session.contractorId);
  // After an admin reset, nothing but choosing a new password (the API refuses the rest too).
  if (session.mustChangePassword)
    return (
      <PortalAuthFrame locale={locale}>
        <ChangePasswordForm
          email={profile.email}
          texts={portalAuthTexts(locale).changePassword}
          passwordTexts={portalAuthTexts(locale).passwordForm}
        />
      </PortalAuthFrame>
    );

  return (
    <IntlProvider locale={locale} messages={clientMessages(locale, PORTAL_NAMESPACES)}>
      <PortalErrorsProvider lookup={portalLookup(locale)}>
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
