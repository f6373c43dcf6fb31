import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { LegalPage, LegalSection } from "@/components/content/page-header";
import { formatHours } from "@/lib/format.shared";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site.shared";

const description = `The terms that apply when you use ${siteConfig.name} to get an interior painting quote and book a painter.`;

export const metadata: Metadata = pageMetadata({ title: "Terms of Use", description, path: "/terms" });

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      updated="January 2024"
      lead={
        <>
          Please read these terms carefully. They explain how quotes, bookings, payment, cancellations and our
          warranty work when you use the {siteConfig.name} website and services.
        </>
      }
    >
      <LegalSection number={1} title="Acceptance of Terms">
        <p>
          By using this website, requesting a quote or booking a service, you agree to these Terms of Use and
          to our{" "}
          <PageLink href="/privacy" className={linkClass}>
            Privacy Policy
          </PageLink>
          . If you do not agree, please do not use the service. You must be at least 18 years old and
          authorised to arrange work at the property.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Services">
        <p>
          {siteConfig.name} provides online quotes for interior painting and books the work with independent,
          professional painters in Philadelphia, Chester, Delaware and Montgomery counties, Pennsylvania. We
          also offer colour consultations in the evening slot (4PM–7PM). Exterior and commercial painting are
          not yet bookable online.
        </p>
      </LegalSection>

      <LegalSection number={3} title="Booking and Payment">
        <ul>
          <li>
            Quotes are calculated from the information you provide and assume walls in standard condition.{" "}
            <strong>Quotes are valid for 30 days.</strong>
          </li>
          <li>
            If the rooms or conditions on site differ materially from your description, your painter will
            explain the difference and any change in price before starting; you may then accept it or cancel
            free of charge.
          </li>
          <li>Your appointment is confirmed within 24 hours of booking.</li>
          <li>
            <strong>Payment is due on completion</strong> of the work, by cash, check or major credit card. No
            deposit is taken when you book.
          </li>
          <li>
            Any disputed charge must be reported to us <strong>within 7 days of completion</strong>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={4} title="Scheduling and Cancellation">
        <ul>
          <li>
            You can reschedule or cancel free of charge with at least <strong>24 hours&apos; notice</strong>,
            using the link in your confirmation e-mail or the{" "}
            <PageLink href="/manage-booking" className={linkClass}>
              Manage Booking
            </PageLink>{" "}
            page.
          </li>
          <li>
            Cancellations made less than 24 hours before the appointment, including same-day cancellations,
            incur a <strong>$100 late-cancellation fee</strong>.
          </li>
          <li>
            Projects of more than one day are booked on consecutive days. If your painter must reschedule for
            weather, illness or an emergency, we will contact you to agree a new date at no cost to you.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={5} title="Customer Responsibilities">
        <ul>
          <li>Provide accurate room measurements, surfaces and conditions when you request a quote.</li>
          <li>
            Give the painter access to the property, electricity and running water during the booked time.
          </li>
          <li>
            Remove fragile and valuable items from the work area; unless you booked furniture moving, clear
            the walls of furniture.
          </li>
          <li>
            If you supply your own paint, have the right colours and quantities on site before work begins.
          </li>
          <li>Tell us about known hazards, including whether the home was built before 1978.</li>
        </ul>
      </LegalSection>

      <LegalSection number={6} title="Satisfaction Guarantee and Warranty">
        <p>
          We stand behind every job. If something is not right, tell us within 7 days of completion and we
          will arrange for it to be corrected. All work carries a <strong>1-year workmanship warranty</strong>{" "}
          against peeling, blistering and flaking caused by the application. The warranty does not cover
          damage from moisture, structural movement, impact, normal wear or paint supplied by the customer.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Limitation of Liability">
        <p>
          Painters carry their own comprehensive insurance for damage they cause while working at your
          property. To the extent permitted by law, {siteConfig.name}&apos;s total liability for any claim
          related to a booking is limited to the amount you paid for that booking, and we are not liable for
          indirect or consequential losses. Nothing in these terms limits rights you have under consumer
          protection law.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Intellectual Property">
        <p>
          The website, its text, images, pricing tools and software belong to {siteConfig.name} or its
          licensors. You may use them to get quotes and manage your bookings, but you may not copy, resell or
          reproduce them without our written permission.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Privacy">
        <p>
          We handle your personal information as described in our{" "}
          <PageLink href="/privacy" className={linkClass}>
            Privacy Policy
          </PageLink>
          , including sharing your project details with the painter who carries out your job.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Prohibited Uses">
        <p>You agree not to:</p>
        <ul>
          <li>
            submit false information or book services for a property you are not authorised to arrange work
            at;
          </li>
          <li>use automated tools to scrape the website or send bulk requests;</li>
          <li>interfere with the security or operation of the website;</li>
          <li>
            contact painters found through the service to avoid these terms, or harass painters or staff.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={11} title="Disputes and Governing Law">
        <p>
          If you have a complaint, please contact us first: most problems are solved quickly by sending your
          painter back. These terms and any dispute arising from them are governed by the laws of the State of
          California, without regard to its conflict-of-law rules. This does not take away any protection you
          have under the consumer laws of the state where you live.
        </p>
      </LegalSection>

      <LegalSection number={12} title="Changes to These Terms">
        <p>
          We may update these terms from time to time. The date at the top shows the latest version. Changes
          do not affect bookings made before they were published.
        </p>
      </LegalSection>

      <LegalSection number={13} title="Contact">
        <p>
          Questions about these terms? E-mail{" "}
          <a href={`mailto:${siteConfig.email}`} className={linkClass}>
            {siteConfig.email}
          </a>
          , call{" "}
          <a href={siteConfig.phoneHref} className={linkClass}>
            {siteConfig.phone}
          </a>{" "}
          (every day, {formatHours(siteConfig.businessHours.opens, siteConfig.businessHours.closes)}) or write
          to {siteConfig.name}, {siteConfig.address.street}, {siteConfig.address.city},{" "}
          {siteConfig.address.region} {siteConfig.address.postalCode}.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
