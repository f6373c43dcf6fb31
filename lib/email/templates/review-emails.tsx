import "server-only";
import { Text } from "@react-email/components";
import { EmailButton, EmailLayout, textStyle } from "./layout";

export interface ReviewRequestFacts {
  customerName: string;
  /** The painter's first name only */
  painterFirstName: string;
  /** The job's date, e.g. "Tuesday, December 1" */
  date: string;
  reviewUrl: string;
}

/** Sent with the completion e-mail: how did the job go? */
export function ReviewRequestEmail(props: ReviewRequestFacts) {
  return (
    <EmailLayout preview={`How did ${props.painterFirstName} do?`} title="How did we do?">
      <Text style={textStyle}>
        Hi {props.customerName}, {props.painterFirstName} painted for you on {props.date}. Would you tell
        other homeowners how it went? It takes a minute: a star rating, and a few words if you like.
      </Text>
      <EmailButton href={props.reviewUrl}>Write a review</EmailButton>
      <Text style={textStyle}>
        The link is yours alone and works for 30 days; you can change your review until we publish it. No
        account needed.
      </Text>
    </EmailLayout>
  );
}

/** The one reminder, 5 days after the request when no review came. */
export function ReviewReminderEmail(props: ReviewRequestFacts) {
  return (
    <EmailLayout preview={`A minute for ${props.painterFirstName}?`} title="A quick review?">
      <Text style={textStyle}>
        Hi {props.customerName}, a few days ago {props.painterFirstName} painted for you ({props.date}). If
        you have a minute, your review helps other homeowners choose. This is the only reminder we send.
      </Text>
      <EmailButton href={props.reviewUrl}>Write a review</EmailButton>
    </EmailLayout>
  );
}
