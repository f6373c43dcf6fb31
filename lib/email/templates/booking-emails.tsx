import "server-only";
import { Img, Link, Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { EmailButton, EmailLayout, Facts, textStyle } from "./layout";

export interface BookingEmailFacts {
  bookingId: string;
  /** The customer's self-service reference: in the customer's e-mails only, never a painter's. */
  reference?: string;
  customerName: string;
  date: string; // "Tuesday, December 1"
  slot: string; // "8:00 AM-12:00 PM"
  days: number;
  address: string;
  total: string; // "$1,234.50"
  service: string; // "Painting Job" | "Color Consultation"
  /** The reader's language (lib/email/language.ts), English unless given; the facts above are in it. */
  locale?: Locale;
}

const texts = (b: { locale?: Locale }) => getT(b.locale ?? "en", "emails");
const painterTexts = (b: { locale?: Locale }) => getT(b.locale ?? "en", "painterEmails");

export function factRows(b: BookingEmailFacts): [string, string][] {
  const t = texts(b);
  return [
    [t("facts.bookingId"), b.bookingId],
    ...(b.reference ? [[t("facts.reference"), b.reference] as [string, string]] : []),
    [t("facts.service"), b.service],
    [t("facts.date"), b.days > 1 ? t("facts.dateDays", { date: b.date, days: b.days }) : b.date],
    [t("facts.time"), b.slot],
    [t("facts.address"), b.address],
    [t("facts.total"), b.total],
  ];
}

export function BookingConfirmationEmail(
  props: BookingEmailFacts & {
    reference: string;
    cancelUrl: string;
    rescheduleUrl: string;
    manageUrl: string;
  },
) {
  const t = texts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("confirmation.preview", { date: props.date })}
      title={t("confirmation.title")}
    >
      <Text style={textStyle}>{t("confirmation.intro", { name: props.customerName })}</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>{t("paymentTerms")}</Text>
      <Text style={textStyle}>{t("confirmation.painterConfirms")}</Text>
      <EmailButton
        href={props.rescheduleUrl}
        beside={{ href: props.cancelUrl, label: t("confirmation.cancel"), danger: true }}
      >
        {t("confirmation.reschedule")}
      </EmailButton>
      <Text style={textStyle}>
        {t("confirmation.policy", { manageUrl: props.manageUrl, reference: props.reference })}
      </Text>
    </EmailLayout>
  );
}

export function BookingCancelledEmail(props: BookingEmailFacts & { fee: string | null }) {
  const t = texts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("cancelled.preview", { date: props.date })}
      title={t("cancelled.title")}
    >
      <Text style={textStyle}>{t("cancelled.intro", { name: props.customerName })}</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>
        {props.fee ? t("cancelled.fee", { fee: props.fee }) : t("cancelled.noFee")} {t("cancelled.bookAgain")}
      </Text>
    </EmailLayout>
  );
}

/** A date or slot change: the customer's copy (emails) or the painter's (painterEmails), each in its reader's language. */
export function BookingChangedEmail(
  props: BookingEmailFacts & { previous: string; manageUrl: string; audience: "customer" | "contractor" },
) {
  const customer = props.audience === "customer";
  const t = texts(props);
  const p = painterTexts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={
        customer ? t("changed.preview", { date: props.date }) : p("jobChanged.preview", { date: props.date })
      }
      title={customer ? t("changed.title") : p("jobChanged.title")}
    >
      <Text style={textStyle}>
        {customer
          ? t("changed.intro", { name: props.customerName, previous: props.previous })
          : p("jobChanged.body", { previous: props.previous })}
      </Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>{customer ? t("changed.calendar") : p("jobChanged.calendar")}</Text>
    </EmailLayout>
  );
}

export function BookingReminderEmail(props: BookingEmailFacts & { cancelUrl: string }) {
  const t = texts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("reminder.preview", { date: props.date })}
      title={t("reminder.title")}
    >
      <Text style={textStyle}>{t("reminder.intro", { name: props.customerName })}</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>
        {t("reminder.prepare")} {t("paymentTerms")}
      </Text>
      <Text style={textStyle}>{t("reminder.cancel", { cancelUrl: props.cancelUrl })}</Text>
    </EmailLayout>
  );
}

export function ContractorNewJobEmail(
  props: BookingEmailFacts & { contractorName: string; earnings: string; dashboardUrl: string },
) {
  const p = painterTexts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={p("newJob.preview", { date: props.date })}
      title={p("newJob.title")}
    >
      <Text style={textStyle}>{p("newJob.intro", { name: props.contractorName })}</Text>
      <Facts rows={[...factRows(props), [p("newJob.earnings"), props.earnings]]} />
      <EmailButton href={props.dashboardUrl}>{p("newJob.button")}</EmailButton>
    </EmailLayout>
  );
}

export function ContractorJobCancelledEmail(props: BookingEmailFacts & { contractorName: string }) {
  const p = painterTexts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={p("jobCancelled.preview", { date: props.date })}
      title={p("jobCancelled.title")}
    >
      <Text style={textStyle}>{p("jobCancelled.body", { name: props.contractorName })}</Text>
      <Facts rows={factRows(props)} />
    </EmailLayout>
  );
}

/** The painter's after photos in the completion e-mail: signed links, shown small, opened full size. */
export interface EmailPhoto {
  url: string;
  room: string;
}

function AfterPhotos({ photos, locale }: { photos: EmailPhoto[]; locale?: Locale }) {
  if (photos.length === 0) return null;
  const t = texts({ locale });
  return (
    <Section>
      <Text style={textStyle}>{t("completed.photos")}</Text>
      {photos.map((photo, index) => (
        <Link key={photo.url} href={photo.url} style={{ display: "inline-block", margin: "0 8px 8px 0" }}>
          <Img
            src={photo.url}
            width="160"
            alt={t("completed.photoAlt", { number: index + 1, room: photo.room })}
          />
        </Link>
      ))}
    </Section>
  );
}

export function BookingCompletedEmail(
  props: BookingEmailFacts & { contractorName: string; afterPhotos?: EmailPhoto[] },
) {
  const t = texts(props);
  return (
    <EmailLayout locale={props.locale} preview={t("completed.title")} title={t("completed.title")}>
      <Text style={textStyle}>
        {t("completed.intro", { name: props.customerName, painter: props.contractorName })}
      </Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>{t("completed.payment", { total: props.total })}</Text>
      <AfterPhotos photos={props.afterPhotos ?? []} locale={props.locale} />
    </EmailLayout>
  );
}

/**
 * The painter tapped On My Way (docs/product.md §4): their first name and the expected arrival
 * (`arrival`, already in the reader's language: lib/contractors/on-my-way.ts).
 */
export function BookingOnTheWayEmail(
  props: BookingEmailFacts & { painterFirstName: string; arrival: string; manageUrl: string },
) {
  const t = texts(props);
  const news = `${t("onTheWay.news", { painter: props.painterFirstName })} ${props.arrival}`;
  return (
    <EmailLayout locale={props.locale} preview={news} title={t("onTheWay.subject")}>
      <Text style={textStyle}>{t("onTheWay.greeting", { name: props.customerName })}</Text>
      <Text style={textStyle}>{news}</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>{t("onTheWay.manage")}</Text>
      <EmailButton href={props.manageUrl}>{t("onTheWay.button")}</EmailButton>
    </EmailLayout>
  );
}
