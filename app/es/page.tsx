import { HomePage, homeMetadata } from "@/app/_pages/home-page";

export const metadata = homeMetadata("es");

/** As the English home page (app/(en)/page.tsx). */
export const revalidate = 300;

export default function Page() {
  return <HomePage locale="es" />;
}
