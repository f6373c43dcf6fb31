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
