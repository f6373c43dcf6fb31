import Image, { type StaticImageData } from "next/image";
import bedroom from "@/public/gallery/bedroom.jpg";
import diningRoom from "@/public/gallery/dining-room.jpg";
import hallway from "@/public/gallery/hallway.jpg";
import homeOffice from "@/public/gallery/home-office.jpg";
import kitchen from "@/public/gallery/kitchen.jpg";
import livingRoom from "@/public/gallery/living-room.jpg";
import { HomeSection } from "./section-heading";

interface GalleryItem {
  image: StaticImageData;
  alt: string;
  title: string;
  place: string;
}

const items: GalleryItem[] = [
  {
    image: livingRoom,
    alt: "Living room with sage green walls, white crown moulding and baseboards, a grey sofa and a sunny side window",
    title: "Sage green living room",
    place: "Fairmount rowhome, Philadelphia",
  },
  {
    image: bedroom,
    alt: "Bedroom with a navy blue accent wall behind the bed, warm white side walls and brass wall sconces",
    title: "Navy accent wall bedroom",
    place: "Colonial in Wayne, on the Main Line",
  },
  {
    image: kitchen,
    alt: "Kitchen with deep green painted cabinets and island, warm white walls and a white subway-tile backsplash",
    title: "Painted kitchen cabinets",
    place: "Twin in Ardmore, on the Main Line",
  },
  {
    image: diningRoom,
    alt: "Dining room with hunter green walls above cream wainscoting panels, a dark wood table and a chandelier",
    title: "Hunter green dining room with wainscoting",
    place: "Stone house in West Chester, Chester County",
  },
  {
    image: homeOffice,
    alt: "Home office with a charcoal accent wall, greige walls, white shelves of books and a wooden desk",
    title: "Greige and charcoal home office",
    place: "Townhouse in Conshohocken, Montgomery County",
  },
  {
    image: hallway,
    alt: "Long hallway in soft blue-grey with a white chair rail, white panelled doors and a red runner rug",
    title: "Blue-grey hallway with fresh trim",
    place: "Victorian in Media, Delaware County",
  },
];

export function WorkGallery() {
  return (
    <HomeSection
      titleId="gallery-title"
      eyebrow="Our work"
      title="Recent rooms from around the region"
      muted
      intro="A few of the rooms our painters finished this year, from city rowhomes to suburban stone houses."
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
