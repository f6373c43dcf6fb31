import { PrivacyPage, privacyMetadata } from "@/app/_pages/privacy-page";

export const metadata = privacyMetadata("es");

export default function Page() {
  return <PrivacyPage locale="es" />;
}
