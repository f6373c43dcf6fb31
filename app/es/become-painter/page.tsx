import { BecomePainterPage, becomePainterMetadata } from "@/app/_pages/become-painter-page";

export const metadata = becomePainterMetadata("es");

/** As the English page (app/(en)/become-painter/page.tsx); a painter who registers here gets Spanish. */
export default function Page() {
  return <BecomePainterPage locale="es" />;
}
