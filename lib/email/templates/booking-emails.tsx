import "server-only";
import { Img, Link, Section, Text } from "@react-email/components";
import { LIVE_STATUS_TEXT } from "@/lib/bookings/live-status.shared";
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
}

const PAYMENT_TERMS =
  "Payment is due after the service is completed, by cash, check or major credit card. Nothing is charged today.";

export function factRows(b: BookingEmailFacts): [string, string][] {
  return [
    ["Booking ID", b.bookingId],
    ...(b.reference ? [["Your reference", b.reference] as [string, string]] : []),
    ["Service", b.service],
    ["Date", b.days > 1 ? `${b.date} (${b.days} consecutive days)` : b.date],
    ["Time", b.slot],
    ["Address", b.address],
    ["Total", b.total],
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
  return (
    <EmailLayout
      preview={`Your painting appointment on ${props.date} is booked`}
      title="Your booking is confirmed"
    >
      <Text style={textStyle}>
        Hi {props.customerName}, thank you for booking with us. Here are the details:
      </Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>{PAYMENT_TERMS}</Text>
      <Text style={textStyle}>
        Your painter will confirm the appointment within 24 hours. The attached calendar file adds it to your
        calendar.
      </Text>
      <EmailButton
        href={props.rescheduleUrl}
        beside={{ href: props.cancelUrl, label: "Cancel booking", danger: true }}
      >
        Reschedule
      </EmailButton>
      <Text style={textStyle}>
        You can reschedule or cancel free of charge up to 24 hours before your appointment; later
        cancellations carry a $100 fee. You can also look up your booking at {props.manageUrl} with your
        reference ({props.reference}) and e-mail address. Please keep the reference to yourself: with your
        e-mail it opens your booking.
      </Text>
    </EmailLayout>
  );
}

export function BookingCancelledEmail(props: BookingEmailFacts & { fee: string | null }) {
  return (
    <EmailLayout preview={`Your appointment on ${props.date} is cancelled`} title="Your booking is cancelled">
      <Text style={textStyle}>Hi {props.customerName}, your appointment has been cancelled.</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>
        {props.fee
          ? `As the cancellation came within 24 hours of the appointment, a cancellation fee of ${props.fee} applies.`
          : "No cancellation fee applies."}{" "}
        You are welcome to get a new quote and book again at any time.
      </Text>
    </EmailLayout>
  );
}

export function BookingChangedEmail(
  props: BookingEmailFacts & { previous: string; manageUrl: string; audience: "customer" | "contractor" },
) {
  return (
    <EmailLayout preview={`Appointment moved to ${props.date}`} title="Your appointment has changed">
      <Text style={textStyle}>
        {props.audience === "customer" ? `Hi ${props.customerName}, ` : ""}the appointment previously set for{" "}
        {props.previous} has changed. The new details:
      </Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>An updated calendar file is attached.</Text>
    </EmailLayout>
  );
}

export function BookingReminderEmail(props: BookingEmailFacts & { cancelUrl: string }) {
  return (
    <EmailLayout preview={`Reminder: painting appointment ${props.date}`} title="See you tomorrow">
      <Text style={textStyle}>Hi {props.customerName}, a reminder of your appointment:</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>
        Please clear the rooms of small items and make sure the painter can get in. {PAYMENT_TERMS}
      </Text>
      <Text style={textStyle}>Need to cancel? {props.cancelUrl} (a $100 fee applies within 24 hours).</Text>
    </EmailLayout>
  );
}

export function ContractorNewJobEmail(
  props: BookingEmailFacts & { contractorName: string; earnings: string; dashboardUrl: string },
) {
  return (
    <EmailLayout preview={`New job on ${props.date}`} title="You have a new job">
      <Text style={textStyle}>Hi {props.contractorName}, a customer booked you for this job:</Text>
      <Facts rows={[...factRows(props), ["Your earnings", props.earnings]]} />
      <EmailButton href={props.dashboardUrl}>Acknowledge the job</EmailButton>
    </EmailLayout>
  );
}

export function ContractorJobCancelledEmail(props: BookingEmailFacts & { contractorName: string }) {
  return (
    <EmailLayout preview={`Job on ${props.date} cancelled`} title="A job was cancelled">
      <Text style={textStyle}>
        Hi {props.contractorName}, the customer cancelled this job. The time slot is free again in your
        schedule.
      </Text>
      <Facts rows={factRows(props)} />
    </EmailLayout>
  );
}

/** The painter's after photos in the completion e-mail: signed links, shown small, opened full size. */
export interface EmailPhoto {
  url: string;
  room: string;
}

function AfterPhotos({ photos }: { photos: EmailPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <Section>
      <Text style={textStyle}>Photos of the finished work (the links work for 30 days):</Text>
      {photos.map((photo, index) => (
        <Link key={photo.url} href={photo.url} style={{ display: "inline-block", margin: "0 8px 8px 0" }}>
          <Img src={photo.url} width="160" alt={`After photo ${index + 1}: ${photo.room}`} />
        </Link>
      ))}
    </Section>
  );
}

export function BookingCompletedEmail(
  props: BookingEmailFacts & { contractorName: string; afterPhotos?: EmailPhoto[] },
) {
  return (
    <EmailLayout preview="Your painting job is complete" title="Your painting job is complete">
      <Text style={textStyle}>
        Hi {props.customerName}, {props.contractorName} has marked your job as completed. We hope you love
        your new colours!
      </Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>
        Payment of {props.total} is now due, by cash, check or major credit card. If anything is not right,
        tell us within 7 days; our workmanship is guaranteed for one year.
      </Text>
      <AfterPhotos photos={props.afterPhotos ?? []} />
    </EmailLayout>
  );
}

/**
 * The painter tapped On My Way (docs/product.md §4): their first name and the expected arrival. The
 * texts are the live-status catalogue's (lib/bookings/live-status.shared.ts), for their translation.
 */
export function BookingOnTheWayEmail(
  props: BookingEmailFacts & { painterFirstName: string; arrival: string; manageUrl: string },
) {
  const text = LIVE_STATUS_TEXT.en.email;
  const news = `${text.onTheWay(props.painterFirstName)} ${props.arrival}`;
  return (
    <EmailLayout preview={news} title={text.subject}>
      <Text style={textStyle}>{text.greeting(props.customerName)}</Text>
      <Text style={textStyle}>{news}</Text>
      <Facts rows={factRows(props)} />
      <Text style={textStyle}>{text.manage}</Text>
      <EmailButton href={props.manageUrl}>{text.button}</EmailButton>
    </EmailLayout>
  );
}
