import "server-only";
import { Section, Text } from "@react-email/components";
import { EmailLayout, Facts, textStyle } from "./layout";

export interface CommercialInquiryEmailProps {
  id: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
}

const receivedFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** To the business: a commercial painting inquiry from the home page form. */
export function CommercialInquiryEmail(props: CommercialInquiryEmailProps) {
  const rows: [string, string][] = [
    ["Name", props.name],
    ["Company", props.company ?? "—"],
    ["E-mail", props.email],
    ["Phone", props.phone ?? "—"],
    ["Received", receivedFormat.format(props.receivedAt)],
    ["Inquiry ID", props.id],
  ];
  return (
    <EmailLayout preview={`Commercial inquiry from ${props.name}`} title="New commercial painting inquiry">
      <Text style={textStyle}>
        Someone asked about commercial painting through the form on the home page. Reply to them directly at{" "}
        {props.email}.
      </Text>
      <Facts rows={rows} />
      <Section>
        <Text style={{ ...textStyle, fontWeight: 600, margin: "16px 0 4px" }}>Their message</Text>
        <Text style={{ ...textStyle, whiteSpace: "pre-wrap", margin: 0 }}>{props.message}</Text>
      </Section>
    </EmailLayout>
  );
}
