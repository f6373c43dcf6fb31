import { ColorConsultationPage, colorConsultationMetadata } from "@/app/_pages/color-consultation-page";

export const metadata = colorConsultationMetadata("en");

export default function Page() {
  return <ColorConsultationPage locale="en" />;
}
