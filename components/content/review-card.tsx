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
}

/** One customer review as the public pages show it: stars, words, who wrote it, our reply. */
export function ReviewCard({ rating, text, author, detail, reply, photos = [] }: ReviewCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
      <StarRating rating={rating} className="mb-3" />
      {text && (
        <blockquote className="mb-4 flex-1 text-sm leading-relaxed break-words">
          <p>&ldquo;{text}&rdquo;</p>
        </blockquote>
      )}
      {photos.length > 0 && (
        <ul className="mb-4 flex gap-2" aria-label="Photos from this review">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              {/* Served by our own upload route, which next/image's optimiser does not fetch from. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo.url}
                alt={`Photo ${i + 1} of ${photos.length} from ${author}`}
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
          <p className="font-semibold">Reply from {siteConfig.name}</p>
          <p className="mt-1 break-words text-muted-foreground">{reply}</p>
        </div>
      )}
    </figure>
  );
}
