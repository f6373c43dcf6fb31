import { BecomePainterPage, becomePainterMetadata } from "@/app/_pages/become-painter-page";

export const metadata = becomePainterMetadata("en");

export default function Page() {
  return <BecomePainterPage locale="en" />;
}
