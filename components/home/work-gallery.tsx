import Image from "next/image";
import bedroom from "@/public/gallery/bedroom.jpg";
import diningRoom from "@/public/gallery/dining-room.jpg";
import hallway from "@/public/gallery/hallway.jpg";
import homeOffice from "@/public/gallery/home-office.jpg";
import kitchen from "@/public/gallery/kitchen.jpg";
import livingRoom from "@/public/gallery/living-room.jpg";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { HomeSection } from "./section-heading";

/** The photos, each with its `home.gallery.<key>` alt text, title and place. */
const ITEMS = [
  { image: livingRoom, key: "livingRoom" },
  { image: bedroom, key: "bedroom" },
  { image: kitchen, key: "kitchen" },
  { image: diningRoom, key: "diningRoom" },
  { image: homeOffice, key: "homeOffice" },
  { image: hallway, key: "hallway" },
] as const;

export function WorkGallery({ locale = "en" }: { locale?: Locale }) {
  const t = getT(locale, "home");
  const items = ITEMS.map(({ image, key }) => ({
    image,
    alt: t(`gallery.${key}.alt`),
    title: t(`gallery.${key}.title`),
    place: t(`gallery.${key}.place`),
  }));
  return (
    <HomeSection
      titleId="gallery-title"
      eyebrow={t("gallery.eyebrow")}
      title={t("gallery.title")}
      muted
      intro={t("gallery.intro")}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title}>
            <figure className="overflow-hidden rounded-xl border bg-card shadow-sm">
              <Image
                src={item.image}
                alt={item.alt}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full bg-muted object-cover"
              />
              <figcaption className="p-4">
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-muted-foreground">{item.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
