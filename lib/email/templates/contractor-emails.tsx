import "server-only";
import { Button, Section, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, textStyle } from "./layout";

export function ContractorInviteEmail({ firstName, link }: { firstName: string; link: string }) {
  return (
    <EmailLayout preview="Set your password to start receiving jobs" title="Welcome aboard">
      <Text style={textStyle}>
        Hi {firstName}, we&apos;ve created your contractor account. Choose a password to log in, set your
        availability and start receiving matched painting jobs in your area.
      </Text>
      <Section style={{ margin: "20px 0" }}>
        <Button href={link} style={buttonStyle}>
          Set my password
        </Button>
      </Section>
      <Text style={textStyle}>
        The link works once and expires in 7 days. If it has expired, ask us for a new invitation.
      </Text>
    </EmailLayout>
  );
}
