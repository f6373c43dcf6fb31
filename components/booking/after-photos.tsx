"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import type { RoomPhotos } from "@/lib/bookings/live-status.shared";

/**
 * A completed job's after photos under its status on Manage Booking (docs/product.md §9 "Job
 * photos"): small thumbnails by room, each opening the full photo (the signed link) in a new tab.
 * Nothing when there are none.
 */
export function AfterPhotos({ photos }: { photos: RoomPhotos[] }) {
  const t = useTranslations("manageBooking.live");
  const headingId = useId();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("photosHeading")}
      </h3>
      <ul className="grid grid-cols-3 gap-2">
        {photos.flatMap(({ room, urls }) =>
          urls.map((url, index) => (
            <li key={url} className="min-w-0">
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a signed link: no optimiser */}
                <img
                  src={url}
                  alt={index > 0 ? t("photoAltMore", { room, number: index + 1 }) : t("photoAlt", { room })}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <span className="sr-only"> {t("opensInNewTab")}</span>
              </a>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
