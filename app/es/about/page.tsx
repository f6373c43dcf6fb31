import { AboutPage, aboutMetadata } from "@/app/_pages/about-page";

export const metadata = aboutMetadata("es");

export default function Page() {
  return <AboutPage locale="es" />;
}
