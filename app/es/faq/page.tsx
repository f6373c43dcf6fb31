import { FaqPage, faqMetadata } from "@/app/_pages/faq-page";

export const metadata = faqMetadata("es");

export default function Page() {
  return <FaqPage locale="es" />;
}
