import { Phone } from "@/components/ui/static-icons/phone";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { formatHours } from "@/lib/format.shared";
import { siteConfig } from "@/lib/site.shared";

/** The closing call to action shared by the home page, location pages and content pages. */
export function ClosingCta({
  title = "Ready to see what your rooms will cost?",
  text = "Get an exact, room-by-room price in about five minutes and pick a date that suits you. No site visit, no obligation, and nothing to pay until the work is done.",
  id = "closing-cta-title",
}: {
  title?: string;
  text?: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="px-4 py-16">
      <div className="mx-auto max-w-4xl rounded-2xl border bg-gradient-to-br from-primary/10 via-background to-primary/5 px-6 py-12 text-center shadow-sm">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <GetQuoteButton size="lg">Get Quote</GetQuoteButton>
          <Button asChild size="lg" variant="outline">
            <a href={siteConfig.phoneHref}>
              <Phone aria-hidden="true" />
              Call {siteConfig.phone}
            </a>
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Phone lines open every day,{" "}
          {formatHours(siteConfig.businessHours.opens, siteConfig.businessHours.closes)}.
        </p>
      </div>
    </section>
  );
}
