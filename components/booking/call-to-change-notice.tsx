import { siteConfig } from "@/lib/site.shared";

/** Shown instead of the cancel button once a booking is past the scheduled state. */
export function CallToChangeNotice() {
  return (
    <p className="border-t pt-4 text-sm text-muted-foreground">
      This booking can no longer be cancelled online. To change it, please call us at{" "}
      <a href={siteConfig.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
        {siteConfig.phone}
      </a>
      .
    </p>
  );
}
