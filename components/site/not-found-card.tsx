import { PageLink } from "@/components/site/page-link";
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The card of every "not found" screen: icon and heading, explanation, a Return Home button. */
export function NotFoundCard({
  icon: Icon,
  title,
  returnHome = "Return Home",
  homeHref = "/",
  children,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  title: string;
  /** The button's label: Spanish pages pass site.notFound.returnHome (and homeHref "/es"). */
  returnHome?: string;
  homeHref?: string;
  children: ReactNode;
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
            <PageLink href={homeHref}>{returnHome}</PageLink>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
