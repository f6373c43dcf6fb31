import { AboutPage, aboutMetadata } from "@/app/_pages/about-page";

export const metadata = aboutMetadata("en");

export default function Page() {
  return <AboutPage locale="en" />;
}
