import "server-only";
import { Link, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { EmailButton, EmailLayout, textStyle } from "./layout";

/** Sent before the painter chose a language: English (lib/email/language.ts). */
export function ContractorInviteEmail({ firstName, link }: { firstName: string; link: string }) {
  return (
    <EmailLayout preview="Set your password to start receiving jobs" title="Welcome aboard">
      <Text style={textStyle}>
        Hi {firstName}, we&apos;ve created your contractor account. Choose a password to log in, set your
        availability and start receiving matched painting jobs in your area.
      </Text>
      <EmailButton href={link}>Set my password</EmailButton>
      <Text style={textStyle}>
        The link works once and expires in 7 days. If it has expired, ask us for a new invitation.
      </Text>
    </EmailLayout>
  );
}

export function ContractorSignInLinkEmail({
  firstName,
  link,
  setPasswordLink,
  locale = "en",
}: {
  firstName: string;
  link: string;
  setPasswordLink: string;
  /** The painter's language, English unless they chose another */
  locale?: Locale;
}) {
  const p = getT(locale, "painterEmails");
  return (
    <EmailLayout locale={locale} preview={p("signInLink.preview")} title={p("signInLink.title")}>
      <Text style={textStyle}>{p("signInLink.intro", { name: firstName })}</Text>
      <EmailButton href={link}>{p("signInLink.button")}</EmailButton>
      <Text style={textStyle}>
        {p.rich("signInLink.note", { link: (chunks) => <Link href={setPasswordLink}>{chunks}</Link> })}
      </Text>
    </EmailLayout>
  );
}
