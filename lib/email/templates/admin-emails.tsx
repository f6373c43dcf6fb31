import "server-only";
import { Text } from "@react-email/components";
import { EmailButton, EmailLayout, textStyle } from "./layout";

export function AdminSignInLinkEmail({ link, requestedFrom }: { link: string; requestedFrom: string }) {
  return (
    <EmailLayout preview="Your one-time admin sign-in link" title="Sign in to the back office">
      <Text style={textStyle}>
        Someone asked the admin login for a sign-in link (from {requestedFrom}). If it was you, sign in on the
        device you asked from:
      </Text>
      <EmailButton href={link}>Sign me in</EmailButton>
      <Text style={textStyle}>
        The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: nobody
        can use it without reading this mailbox. Many of these may mean someone is guessing the admin
        password; the back office lists recent lockouts under Cleanup.
      </Text>
    </EmailLayout>
  );
}

/**
 * The owner's notice that a painter's new hours or time off leave booked jobs outside them
 * (docs/product.md §5): `jobs` are the listed lines, `more` the newly affected jobs not listed.
 */
export function AvailabilityConflictsEmail({
  painter,
  jobs,
  more,
  link,
}: {
  painter: string;
  jobs: string[];
  more: number;
  link: string;
}) {
  const count = jobs.length + more;
  return (
    <EmailLayout
      preview={`${count === 1 ? "1 booked job is" : `${count} booked jobs are`} now outside ${painter}'s hours`}
      title={`Booked jobs outside ${painter}'s hours`}
    >
      <Text style={textStyle}>
        {painter} changed their weekly hours or time off, and{" "}
        {count === 1 ? "this booked job is" : `these ${count} booked jobs are`} now outside them:
      </Text>
      <ul style={textStyle}>
        {jobs.map((job) => (
          <li key={job}>{job}</li>
        ))}
        {more > 0 && <li>and {more} more</li>}
      </ul>
      <Text style={textStyle}>
        {painter} keeps {count === 1 ? "it" : "them"} until the office moves or reassigns{" "}
        {count === 1 ? "it" : "them"} (Bookings, Edit). The painter&apos;s details in the back office list
        every booked job outside their hours.
      </Text>
      <EmailButton href={link}>Open the back office</EmailButton>
    </EmailLayout>
  );
}
