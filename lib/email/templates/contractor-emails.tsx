import "server-only";
import { Link, Text } from "@react-email/components";
import { EmailButton, EmailLayout, textStyle } from "./layout";

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
}: {
  firstName: string;
  link: string;
  setPasswordLink: string;
}) {
  return (
    <EmailLayout preview="Your one-time sign-in link" title="Sign in to the contractor portal">
      <Text style={textStyle}>
        Hi {firstName}, someone (we hope you) asked for a link to sign in to your contractor account without a
        password.
      </Text>
      <EmailButton href={link}>Sign me in</EmailButton>
      <Text style={textStyle}>
        The link works once and expires in 15 minutes. Forgot your password?{" "}
        <Link href={setPasswordLink}>Choose a new one</Link> (that link works once, within 7 days). If you did
        not ask for this, ignore this e-mail: nobody can use either link without reading your mailbox.
      </Text>
    </EmailLayout>
  );
}
