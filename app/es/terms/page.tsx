import { TermsPage, termsMetadata } from "@/app/_pages/terms-page";

export const metadata = termsMetadata("es");

export default function Page() {
  return <TermsPage locale="es" />;
}
