import { TermsPage, termsMetadata } from "@/app/_pages/terms-page";

export const metadata = termsMetadata("en");

export default function Page() {
  return <TermsPage locale="en" />;
}
