import type { Metadata } from "next";
import { ClosingCta } from "@/components/home/closing-cta";
import { CommercialContact } from "@/components/home/commercial-contact";
import { Hero } from "@/components/home/hero";
import { HowItWorks } from "@/components/home/how-it-works";
import { Reviews } from "@/components/home/reviews";
import { Services } from "@/components/home/services";
import { StyleQuizBanner } from "@/components/home/style-quiz-banner";
import { TrustBadges } from "@/components/home/trust-badges";
import { WorkGallery } from "@/components/home/work-gallery";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = pageMetadata({ description: siteConfig.description, path: "/" });

/**
 * The home page (spec §2 "Home page"). `?quote=true` opening the quote wizard is handled by the
 * QuoteWizardProvider in the root layout; the Get Quote buttons (GetQuoteButton) open it in place.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <TrustBadges />
      <HowItWorks />
      <Services />
      <StyleQuizBanner />
      <WorkGallery />
      <Reviews />
      <ClosingCta />
      <CommercialContact />
    </>
  );
}
