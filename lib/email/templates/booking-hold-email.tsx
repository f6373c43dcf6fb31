import "server-only";
import { Text } from "@react-email/components";
import { getT } from "@/lib/i18n/server";
import { factRows, type BookingEmailFacts } from "./booking-emails";
import { EmailButton, EmailLayout, Facts, textStyle } from "./layout";

/**
 * A hold's one e-mail (lib/bookings/holds.ts): the booking is not made until its customer presses the
 * button, which opens a page with the booking and a confirm button (a link alone confirms nothing: mail
 * scanners open links).
 */
export function BookingHoldEmail(
  props: BookingEmailFacts & { confirmUrl: string; minutes: number; deadline: string },
) {
  const t = getT(props.locale ?? "en", "emails");
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("hold.preview", { date: props.date, minutes: props.minutes })}
      title={t("hold.title")}
    >
      <Text style={textStyle}>{t("hold.intro", { name: props.customerName })}</Text>
      <Facts rows={factRows(props)} />
      <EmailButton href={props.confirmUrl}>{t("hold.button")}</EmailButton>
      <Text style={textStyle}>
        {t("hold.deadline", { deadline: props.deadline, minutes: props.minutes })}
      </Text>
    </EmailLayout>
  );
}
