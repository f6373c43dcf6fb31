import { Building2 } from "@/components/ui/static-icons/building-complex";
import { Clock } from "@/components/ui/static-icons/clock";
import { Mail } from "@/components/ui/static-icons/mail";
import { siteConfig } from "@/lib/site.shared";
import { CommercialInquiryFormLoader } from "./commercial-inquiry-form-loader";
import { SectionHeading } from "./section-heading";

export function CommercialContact() {
  return (
    <section
      id="commercial"
      aria-labelledby="commercial-title"
      className="scroll-mt-20 bg-muted/40 px-4 py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="commercial-title"
            eyebrow="Commercial"
            title="Painting a business space?"
            className="mx-0 text-left"
          >
            Offices, storefronts, restaurants, medical suites and apartment common areas.
          </SectionHeading>
          <ul className="space-y-4 text-sm">
            <li className="flex gap-3">
              <Building2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Online commercial quotes are coming soon. Until then, describe the space and our team prices
                it by hand.
              </span>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>Evening and weekend work can be arranged so your doors stay open.</span>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                We answer within one business day. Prefer to talk? Call{" "}
                <a
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  href={siteConfig.phoneHref}
                >
                  {siteConfig.phone}
                </a>
                .
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <CommercialInquiryFormLoader />
        </div>
      </div>
    </section>
  );
}
