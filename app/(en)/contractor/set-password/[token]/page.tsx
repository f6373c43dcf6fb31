import type { Metadata } from "next";
import { cache } from "react";
import { PageLink } from "@/components/site/page-link";
import { SetPasswordForm } from "@/components/contractor/set-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { contractorForSetPasswordToken, INVALID_SET_PASSWORD_LINK } from "@/lib/contractors/set-password";
import { db } from "@/lib/db";
import { getT } from "@/lib/i18n/server";
import { localizeValidation } from "@/lib/i18n/validation.shared";
import {
  painterPageLocale,
  PortalAuthFrame,
  portalAuthTexts,
  portalLookup,
} from "../../_i18n/portal-auth-frame";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/** The invited painter (once per request: the title and the page both need their language). */
const invitedPainter = cache(async (token: string) => contractorForSetPasswordToken(db, token));

async function pageOf({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  const contractor = await invitedPainter(token);
  return { token, contractor, locale: await painterPageLocale(contractor?.language) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = getT((await pageOf(props)).locale, "portalAuth");
  return { title: t("setPassword.metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

/** In the invited painter's language (their choice at sign-up, else the browser's). */
export default async function SetPasswordPage(props: Props) {
  const { token, contractor, locale } = await pageOf(props);
  const t = getT(locale, "portalAuth");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">
              {contractor ? t("setPassword.title") : t("setPassword.invalidTitle")}
            </h1>
          </CardTitle>
          <CardDescription>
            {contractor
              ? t("setPassword.welcome", { name: contractor.firstName })
              : (localizeValidation(INVALID_SET_PASSWORD_LINK, portalLookup(locale)) ??
                INVALID_SET_PASSWORD_LINK)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PortalAuthFrame locale={locale}>
            {contractor ? (
              <SetPasswordForm
                token={token}
                email={contractor.email}
                texts={portalAuthTexts(locale).passwordForm}
              />
            ) : (
              <PageLink
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                href="/contractor/login"
              >
                {t("setPassword.goToLogin")}
              </PageLink>
            )}
          </PortalAuthFrame>
        </CardContent>
      </Card>
    </div>
  );
}
