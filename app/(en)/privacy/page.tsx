import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { LegalPage, LegalSection } from "@/components/content/page-header";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site.shared";

const description = `How ${siteConfig.name} collects, uses, shares and protects your personal information, and the choices you have.`;

export const metadata: Metadata = pageMetadata({ title: "Privacy Policy", description, path: "/privacy" });

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 2024"
      lead={
        <>
          {siteConfig.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) connects homeowners in Philadelphia, Chester,
          Delaware and Montgomery counties with professional painters. This policy explains what personal
          information we collect when you use our website, get a quote or book a service, what we do with it,
          and the choices you have.
        </>
      }
    >
      <LegalSection number={1} title="Information We Collect">
        <p>We collect only what we need to quote, schedule and carry out your painting project:</p>
        <ul>
          <li>
            <strong>Contact details</strong> — your name, e-mail address and phone number.
          </li>
          <li>
            <strong>Project details</strong> — the property address and type, room dimensions, surfaces,
            colours, paint preferences, conditions and any room photos you upload.
          </li>
          <li>
            <strong>Booking details</strong> — the date and time slot you choose, the booking status and any
            notes.
          </li>
          <li>
            <strong>Messages</strong> — what you send us through the commercial contact form or by e-mail.
          </li>
          <li>
            <strong>Technical data</strong> — your IP address, browser type and the pages you visit, collected
            automatically to keep the service secure and working.
          </li>
        </ul>
        <p>
          We do not collect or store payment card numbers on this website; payment is made to your painter
          after the work is completed.
        </p>
      </LegalSection>

      <LegalSection number={2} title="How We Use Your Information">
        <ul>
          <li>to calculate your quote and confirm that your address is in our service area;</li>
          <li>to match your booking with an available painter and share the job details with them;</li>
          <li>to send confirmations, reminders, and rescheduling or cancellation notices;</li>
          <li>to answer your questions and handle warranty requests or disputes;</li>
          <li>to prevent fraud and abuse, for example by limiting repeated requests;</li>
          <li>
            to improve our pricing, scheduling and website, using aggregated information where possible.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use it for advertising by other companies.
        </p>
      </LegalSection>

      <LegalSection number={3} title="How We Share Information">
        <p>We share personal information only when needed to provide the service:</p>
        <ul>
          <li>
            <strong>With your painter</strong> — your name, contact details, address and project details, so
            they can prepare for and complete the job.
          </li>
          <li>
            <strong>With service providers</strong> who host our website and database, send our e-mails and
            store uploaded files, under contracts that let them use the data only on our behalf.
          </li>
          <li>
            <strong>When required by law</strong>, or to protect the rights, property or safety of our
            customers, painters or the public.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={4} title="Data Security">
        <p>
          We protect your information with encrypted connections (HTTPS), access controls that limit staff and
          painters to the data they need, private storage for uploaded photos and documents, and regular
          review of our systems. No method of transmission or storage is completely secure, but we work to
          protect your data and will notify you as required by law if a breach affects it.
        </p>
      </LegalSection>

      <LegalSection number={5} title="Your Rights">
        <p>You can ask us at any time to:</p>
        <ul>
          <li>tell you what personal information we hold about you and give you a copy;</li>
          <li>correct information that is inaccurate or incomplete;</li>
          <li>
            delete your information, unless we must keep it to complete a booking or meet a legal obligation;
          </li>
          <li>stop sending you any non-essential e-mails.</li>
        </ul>
        <p>We will not treat you differently for exercising these rights.</p>
      </LegalSection>

      <LegalSection number={6} title="Cookies">
        <p>
          We use only the cookies the website needs to work — for example to keep painters and administrators
          signed in and to protect forms from abuse. We do not use advertising or cross-site tracking cookies.
          You can block cookies in your browser; the quote and booking pages work without them.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Data Retention">
        <p>
          We keep quotes and bookings for as long as needed to provide the service, honour our 1-year
          workmanship warranty and meet tax and accounting obligations. Quotes that never became bookings and
          other outdated records are deleted periodically. Messages sent through our contact forms are kept
          for as long as needed to answer them and follow up.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Third-Party Services">
        <p>
          We rely on trusted third parties for hosting, e-mail delivery and file storage. They process data
          under their own privacy policies and our instructions. Links on our website to other sites, such as
          calendar services, are governed by those sites&apos; policies, not this one.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Changes to This Policy">
        <p>
          We may update this policy as our service changes. The date at the top shows when it was last
          revised. If we make significant changes, we will highlight them on this page or let you know by
          e-mail.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Contact Us">
        <p>
          Questions about this policy or requests about your data can be sent to{" "}
          <a
            href={`mailto:${siteConfig.email}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {siteConfig.email}
          </a>{" "}
          or by phone on{" "}
          <a
            href={siteConfig.phoneHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {siteConfig.phone}
          </a>
          , or by mail to {siteConfig.name}, {siteConfig.address.street}, {siteConfig.address.city},{" "}
          {siteConfig.address.region} {siteConfig.address.postalCode}. We respond to all requests within 30
          days.
        </p>
        <p>
          See also our{" "}
          <PageLink href="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
            Terms of Use
          </PageLink>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
