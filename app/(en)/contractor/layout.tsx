import type { Metadata } from "next";
import { ServiceWorkerRegistration } from "@/components/contractor/pwa/service-worker-registration";
import { APP_SHORT_NAME, MANIFEST_URL } from "@/lib/pwa/app.shared";

/**
 * The contractor portal is the installable painter app (README → The painter's phone): its pages, and only they,
 * link the manifest and register the service worker. The home-screen icon on iPhones is the
 * site's apple-icon (app/apple-icon.png).
 */
export const metadata: Metadata = {
  manifest: MANIFEST_URL,
  appleWebApp: { capable: true, title: APP_SHORT_NAME, statusBarStyle: "default" },
};

export default function ContractorLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <ServiceWorkerRegistration />
    </>
  );
}
