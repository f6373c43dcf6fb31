import { serializeJsonLd, type JsonLdObject } from "./structured-data";

/** Renders structured data as a JSON-LD script (server component, no client JavaScript). */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
