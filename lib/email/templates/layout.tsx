import "server-only";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { siteConfig } from "@/lib/site.shared";

const styles = {
  body: {
    backgroundColor: "#f4f6fb",
    fontFamily: "Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: {
    backgroundColor: "#ffffff",
    borderRadius: 8,
    margin: "0 auto",
    maxWidth: 560,
    padding: "32px 28px",
  },
  brand: { color: "#1d4ed8", fontSize: 16, fontWeight: 700, margin: "0 0 16px" },
  heading: { color: "#111827", fontSize: 22, margin: "0 0 12px" },
  footer: { color: "#6b7280", fontSize: 12, lineHeight: "18px" },
};

/** Every e-mail's frame, in its reader's language (`locale`, English unless given). */
export function EmailLayout({
  preview,
  title,
  children,
  locale = "en",
}: {
  preview: string;
  title: string;
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{siteConfig.name}</Text>
          <Heading as="h1" style={styles.heading}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Section>
            <Text style={styles.footer}>
              {siteConfig.name} · {siteConfig.phone} · {siteConfig.email}
              <br />
              {getT(locale, "emails")("layout.footer")}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const textStyle = { color: "#111827", fontSize: 15, lineHeight: "22px" };
const buttonStyle = {
  backgroundColor: "#1d4ed8",
  borderRadius: 6,
  color: "#ffffff",
  display: "inline-block",
  fontSize: 15,
  fontWeight: 600,
  padding: "10px 18px",
  textDecoration: "none",
};

const dangerButtonStyle = { ...buttonStyle, backgroundColor: "#b91c1c" };

/** A second button on the same row, e.g. a red (`danger`) one for a step that cannot be undone. */
interface ButtonBeside {
  href: string;
  label: string;
  danger?: boolean;
}

/** A call to action on a row of its own: the brand's button, with `beside` next to it when given. */
export function EmailButton({
  href,
  children,
  beside,
}: {
  href: string;
  children: ReactNode;
  beside?: ButtonBeside;
}) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
      {beside && (
        <>
          {" "}
          <Button href={beside.href} style={beside.danger ? dangerButtonStyle : buttonStyle}>
            {beside.label}
          </Button>
        </>
      )}
    </Section>
  );
}

/** A two-column list of facts (date, time, address…). */
export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Section style={{ backgroundColor: "#f9fafb", borderRadius: 6, margin: "16px 0", padding: "8px 16px" }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...textStyle, margin: "6px 0" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}
