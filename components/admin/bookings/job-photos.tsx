import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { JOB_PHOTO_PHASES } from "@/lib/validations/job-photo-rules.shared";

/**
 * The painter's before and after photos of the job, per room (docs/product.md §9 "Job photos"),
 * beside the booking's money: what was there and what was done, if the customer disputes the work.
 */
export function BookingJobPhotos({ booking }: { booking: AdminBooking }) {
  const photos = booking.jobPhotos;
  if (photos.length === 0) return <p className="text-sm text-muted-foreground">No photos of the work.</p>;
  const rooms = [...new Set(photos.map((photo) => photo.room))];
  return (
    <ul aria-label="Photos of the work" className="space-y-3">
      {rooms.map((room) => (
        <li key={room} className="space-y-2">
          <h4 className="text-sm font-semibold">{room}</h4>
          {JOB_PHOTO_PHASES.map((phase) => {
            const ofPhase = photos.filter((photo) => photo.room === room && photo.phase === phase);
            if (ofPhase.length === 0) return null;
            return (
              <div key={phase} className="space-y-1">
                <p className="text-xs font-medium text-muted-foreground capitalize">{phase}</p>
                <ul aria-label={`${room}: ${phase} photos`} className="flex flex-wrap gap-2">
                  {ofPhase.map((photo, i) => (
                    <li key={photo.id}>
                      <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                        {/* eslint-disable-next-line @next/next/no-img-element -- a signed link: no optimiser */}
                        <img
                          src={photo.url}
                          alt={`${room}, ${phase} photo ${i + 1}`}
                          className="size-24 rounded-md border object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
