import "server-only";
import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { EmailButton, EmailLayout, textStyle } from "./layout";

export interface ReviewRequestFacts {
  customerName: string;
  /** The painter's first name only */
  painterFirstName: string;
  /** The job's date, e.g. "Tuesday, December 1" */
  date: string;
  reviewUrl: string;
  /** The customer's language (the booking's), English unless given */
  locale?: Locale;
}

/** Sent with the completion e-mail: how did the job go? */
export function ReviewRequestEmail(props: ReviewRequestFacts) {
  const t = getT(props.locale ?? "en", "emails");
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("reviewRequest.preview", { painter: props.painterFirstName })}
      title={t("reviewRequest.title")}
    >
      <Text style={textStyle}>
        {t("reviewRequest.body", {
          name: props.customerName,
          painter: props.painterFirstName,
          date: props.date,
        })}
      </Text>
      <EmailButton href={props.reviewUrl}>{t("reviewRequest.button")}</EmailButton>
      <Text style={textStyle}>{t("reviewRequest.note")}</Text>
    </EmailLayout>
  );
}

/** The one reminder, 5 days after the request when no review came. */
export function ReviewReminderEmail(props: ReviewRequestFacts) {
  const t = getT(props.locale ?? "en", "emails");
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("reviewReminder.preview", { painter: props.painterFirstName })}
      title={t("reviewReminder.title")}
    >
      <Text style={textStyle}>
        {t("reviewReminder.body", {
          name: props.customerName,
          painter: props.painterFirstName,
          date: props.date,
        })}
      </Text>
      <EmailButton href={props.reviewUrl}>{t("reviewReminder.button")}</EmailButton>
    </EmailLayout>
  );
}
