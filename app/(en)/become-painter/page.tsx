import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { ArrowLeftIcon } from "@/components/ui/static-icons/arrow-left";
import { CalendarCheckIcon } from "@/components/ui/static-icons/calendar-check";
import { CheckCircle2Icon } from "@/components/ui/static-icons/circle-check";
import { DollarSignIcon } from "@/components/ui/static-icons/dollar-sign";
import { HeadsetIcon } from "@/components/ui/static-icons/headset";
import { LogInIcon } from "@/components/ui/static-icons/log-in";
import { PaintRollerIcon } from "@/components/ui/static-icons/paint-roller";
import { LabelledSection } from "@/components/content/content-section";
import { RegistrationForm } from "@/components/contractor/registration-form";
import { ScrollToFormButton } from "@/components/contractor/scroll-to-form-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { siteConfig } from "@/lib/site.shared";

export const metadata: Metadata = {
  title: "Become a Painter",
  description:
    "Join the BrushWise Painting contractor network: steady interior painting jobs matched to your area and availability in Philadelphia, Chester, Delaware and Montgomery counties.",
  alternates: { canonical: "/become-painter" },
};

const FORM_ID = "contractor-registration";

const BENEFITS = [
  {
    title: "Competitive Pay",
    text: "Earn a fair share of every job, priced up front from real room measurements, with no bidding and no lead fees.",
    icon: DollarSignIcon,
  },
  {
    title: "Steady Work",
    text: "Jobs are matched to you automatically by service area and the dates you mark as available. Fill your calendar without chasing leads.",
    icon: CalendarCheckIcon,
  },
  {
    title: "Professional Support",
    text: "We handle quoting, booking, reminders and customer communication, so you can focus on doing great work.",
    icon: HeadsetIcon,
  },
] as const;

/** docs/product.md §2: the five requirements. */
const REQUIREMENTS = [
  "Minimum 2 years of professional painting experience",
  "Valid business license and comprehensive insurance",
  "Commitment to quality workmanship",
  "Own professional-grade equipment and transportation",
  "Responsive communication",
] as const;

export default function BecomePainterPage() {
  return (
    <div className="pb-16">
      <div className="mx-auto w-full max-w-6xl px-4 pt-4">
        <PageLink
          href="/"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          Back to Home
        </PageLink>
      </div>

      <section aria-labelledby="painter-hero" className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto w-full max-w-6xl px-4 py-12 text-center sm:py-20">
          <PaintRollerIcon aria-hidden className="mx-auto size-12 text-primary" />
          <h1 id="painter-hero" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Become a {siteConfig.shortName} Painter
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
            Join our network of professional painters across Philadelphia, Chester, Delaware and Montgomery
            counties. Customers book with an instant quote; you get matched jobs, clear schedules and prompt
            pay.
          </p>
        </div>
      </section>

      <LabelledSection
        id="why-join"
        title={<>Why Join {siteConfig.name}?</>}
        className="mx-auto w-full max-w-6xl px-4 py-12"
        headingClassName="text-center text-2xl font-bold tracking-tight sm:text-3xl"
      >
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <CardTitle>
                    <h3 className="text-lg">{title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </LabelledSection>

      <section aria-labelledby="looking-for" className="bg-muted/50">
        <div className="mx-auto w-full max-w-3xl px-4 py-12">
          <h2 id="looking-for" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            What We&apos;re Looking For
          </h2>
          <ul className="mt-8 space-y-3">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement} className="flex items-start gap-3 rounded-lg border bg-background p-4">
                <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LabelledSection
        id="get-started"
        title="Ready to Get Started?"
        className="mx-auto w-full max-w-3xl px-4 py-12 text-center"
        headingClassName="text-2xl font-bold tracking-tight sm:text-3xl"
      >
        <p className="mt-3 text-muted-foreground">
          Create your account in a few minutes. Have your W9 ready to upload; we review every application
          before you are verified.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ScrollToFormButton targetId={FORM_ID}>Apply Now</ScrollToFormButton>
          <Button asChild size="lg" variant="outline" className="min-h-11 w-full sm:w-auto">
            <PageLink href="/contractor/login">
              <LogInIcon aria-hidden />
              Existing Contractor Login
            </PageLink>
          </Button>
        </div>
      </LabelledSection>

      <section
        id={FORM_ID}
        aria-labelledby={`${FORM_ID}-title`}
        className="mx-auto w-full max-w-3xl scroll-mt-20 px-4"
      >
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 id={`${FORM_ID}-title`} className="text-2xl font-bold tracking-tight">
                Contractor Registration
              </h2>
            </CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <RegistrationForm />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
