import { PageLink } from "@/components/site/page-link";
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The card of every "not found" screen: icon and heading, explanation, a Return Home button. */
export function NotFoundCard({
  icon: Icon,
  title,
  children,
  homeLabel = "Return Home",
  homeHref = "/",
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  title: string;
  children: ReactNode;
  /** The button home, in the page's language (a Spanish page's leads to /es). */
  homeLabel?: string;
  homeHref?: string;
}) {
  return (
    <div className="flex justify-center px-4 py-20">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <Icon className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{title}</h1>
          </div>
          {children}
          <Button asChild>
            <PageLink href={homeHref}>{homeLabel}</PageLink>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
