import "server-only";
import { Text } from "@react-email/components";
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
  return (
    <EmailLayout
      preview={`Confirm your painting appointment on ${props.date} within ${props.minutes} minutes`}
      title="Confirm your booking"
    >
      <Text style={textStyle}>
        Hi {props.customerName}, we are holding these days for you. Your booking is not made until you confirm
        it:
      </Text>
      <Facts rows={factRows(props)} />
      <EmailButton href={props.confirmUrl}>Confirm booking</EmailButton>
      <Text style={textStyle}>
        Please confirm by {props.deadline} (New York time), within {props.minutes} minutes of booking. After
        that the days are released for other customers and you are welcome to book again. If you did not ask
        for this booking, ignore this e-mail: nothing is booked and nobody will contact you.
      </Text>
    </EmailLayout>
  );
}
