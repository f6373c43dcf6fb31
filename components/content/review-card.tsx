import { siteConfig } from "@/lib/site.shared";
import { StarRating } from "./star-rating";

export interface ReviewCardProps {
  rating: number;
  text: string | null;
  author: string;
  /** A second line under the author: the place and project, or the date. */
  detail?: string;
  reply?: string | null;
  photos?: readonly { id: string; url: string }[];
  /** The card's own words in the page's language (the review's stay as written); English by default. */
  labels?: ReviewCardLabels;
}

export interface ReviewCardLabels {
  stars: (rating: number) => string;
  photos: string;
  photoAlt: (number: number, total: number, author: string) => string;
  reply: string;
}

const ENGLISH: ReviewCardLabels = {
  stars: (rating) => `${rating} out of 5 stars`,
  photos: "Photos from this review",
  photoAlt: (number, total, author) => `Photo ${number} of ${total} from ${author}`,
  reply: `Reply from ${siteConfig.name}`,
};

/** One customer review as the public pages show it: stars, words, who wrote it, our reply. */
export function ReviewCard({
  rating,
  text,
  author,
  detail,
  reply,
  photos = [],
  labels = ENGLISH,
}: ReviewCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
      <StarRating rating={rating} className="mb-3" label={labels.stars(rating)} />
      {text && (
        <blockquote className="mb-4 flex-1 text-sm leading-relaxed break-words">
          <p>
            {"\u201C"}
            {text}
            {"\u201D"}
          </p>
        </blockquote>
      )}
      {photos.length > 0 && (
        <ul className="mb-4 flex gap-2" aria-label={labels.photos}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              {/* Served by our own upload route, which next/image's optimiser does not fetch from. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo.url}
                alt={labels.photoAlt(i + 1, photos.length, author)}
                loading="lazy"
                className="size-20 rounded-md border object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <figcaption className="mt-auto text-sm">
        <span className="block font-semibold first-letter:uppercase">{author}</span>
        {detail && <span className="block text-muted-foreground">{detail}</span>}
      </figcaption>
      {reply && (
        <div className="mt-4 rounded-md bg-muted/60 p-3 text-sm">
          <p className="font-semibold">{labels.reply}</p>
          <p className="mt-1 break-words text-muted-foreground">{reply}</p>
        </div>
      )}
    </figure>
  );
}
