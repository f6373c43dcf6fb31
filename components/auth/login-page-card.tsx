import { PageLink } from "@/components/site/page-link";
import { ArrowLeftIcon } from "@/components/ui/static-icons/arrow-left";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The login screens' frame: a card with the page's h1 and the form, and a link back to the main site. */
export function LoginPageCard({
  heading,
  description,
  contentClassName,
  backLabel = "Back to main site",
  backHref = "/",
  children,
}: {
  /** Where that link goes: the Spanish home for a Spanish page. */
  backHref?: string;
  /** The link back to the site, in the page's language (the portal's Spanish login passes its own). */
  backLabel?: string;
  /** The h1, with its own classes: the admin heading carries an icon. */
  heading: ReactNode;
  description: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle>{heading}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
      <p className="mt-6 text-center text-sm">
        <PageLink
          href={backHref}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          {backLabel}
        </PageLink>
      </p>
    </div>
  );
}
