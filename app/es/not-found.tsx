import type { Metadata } from "next";
import { PageNotFound } from "@/components/site/page-not-found";
import { getT } from "@/lib/i18n/server";

export const metadata: Metadata = { title: getT("es", "site")("notFound.metaTitle") };

/** A Spanish page's notFound(), and any /es address no Spanish page matches (app/es/[...rest]). */
export default function NotFound() {
  return <PageNotFound locale="es" />;
}
