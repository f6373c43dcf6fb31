"use client";

import { CalendarPlusIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { usePortalFormat } from "../i18n/use-portal-format";
import {
  describeConditions,
  describePaintOptions,
  finishLabel,
  googleCalendarUrl,
  jobEarnings,
  quoteConditions,
  quotePaintOptions,
  quoteRooms,
  quoteTotal,
  roomDimensions,
  roomPaintOptions,
  roomSurfaces,
  roomTitle,
  serviceType,
  type CalendarWindow,
} from "./format";
import { formatMoney, SURFACE_FIELDS, titleCase } from "@/lib/format.shared";
import { DetailRow } from "@/components/dashboard/detail-row";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobRoom, SurfaceOption } from "@/lib/quotes/specification";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailRow label={label} labelWidth="10rem">
      {children}
    </DetailRow>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline";

function surfaceText(option: SurfaceOption | undefined): string {
  if (!option) return "—";
  return [
    option.quality && titleCase(option.quality),
    option.finish && finishLabel(option.finish),
    option.colorCode,
    option.brand,
  ]
    .filter(Boolean)
    .join(" · ");
}

function RoomDetails({ room, index }: { room: JobRoom; index: number }) {
  const options = roomPaintOptions(room);
  const surfaces = roomSurfaces(room);
  const photos = room.photos ?? [];
  const title = roomTitle(room, index);
  const excluded = Number(room.excludedArea ?? 0);
  return (
    <li className="space-y-2 rounded-lg border bg-muted/40 p-3">
      <p className="font-medium">{title}</p>
      <dl className="space-y-1.5">
        <Row label="Dimensions">{roomDimensions(room)}</Row>
        <Row label="Surfaces">{surfaces.length ? surfaces.join(", ") : "None selected"}</Row>
        {excluded > 0 && <Row label="Excluded area">{excluded} sq ft</Row>}
        {options?.customerSupplies && <Row label="Paint">Customer supplies the paint</Row>}
        {options?.colorConsultation && <Row label="Colours">Colour consultation requested</Row>}
        {options &&
          !options.customerSupplies &&
          SURFACE_FIELDS.filter(([flag]) => room[flag]).map(([, key, label]) => (
            <Row key={key} label={`${label} paint`}>
              {surfaceText(options[key])}
            </Row>
          ))}
      </dl>
      {photos.length > 0 && (
        <ul aria-label={`Photos of ${title}`} className="flex flex-wrap gap-2">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {/* Private, authenticated upload URLs: next/image's optimiser cannot fetch them. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photo.url}
                  alt={`${title} photo ${i + 1}${photo.name ? ` (${photo.name})` : ""}`}
                  loading="lazy"
                  className="size-20 rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Everything a painter needs on site: customer, where and when, rooms, paint, conditions, notes. */
export function JobDetails({
  job,
  calendarFallback,
}: {
  job: ContractorJob;
  calendarFallback?: CalendarWindow;
}) {
  const booking = job.booking;
  const quote = booking?.quote ?? {};
  const rooms = quoteRooms(quote);
  const total = quoteTotal(job);
  const calendarUrl = calendarFallback === undefined ? null : googleCalendarUrl(job, calendarFallback);
  const address = quote.address ?? "";
  const t = useTranslations("portal.details");
  const format = usePortalFormat();
  const slot = format.slot(booking?.timeSlot, booking?.timeSlotLabel);
  return (
    <div className="space-y-4">
      <dl className="space-y-2">
        <Row label={t("customer")}>{quote.customerName || "—"}</Row>
        {quote.phone && (
          <Row label={t("phone")}>
            <a href={`tel:${quote.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              <PhoneIcon aria-hidden className="size-4" />
              {quote.phone}
            </a>
          </Row>
        )}
        {address && (
          <Row label={t("address")}>
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <MapPinIcon aria-hidden className="size-4 shrink-0" />
              {address}
              <span className="sr-only">{t("opensMap")}</span>
            </a>
          </Row>
        )}
        {booking?.scheduledDate && (
          <Row label={t("scheduled")}>
            {format.bookingDate(booking.scheduledDate)}
            {slot ? `, ${slot}` : ""}
            {booking.estimatedDays && booking.estimatedDays > 1
              ? t("days", { days: booking.estimatedDays })
              : ""}
          </Row>
        )}
        <Row label={t("service")}>{format.service(serviceType(job))}</Row>
        <Row label={t("project")}>
          {[
            quote.projectType ? titleCase(quote.projectType) : "Interior",
            quote.propertyType && titleCase(quote.propertyType),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Row>
        {total !== null && <Row label={t("totalCost")}>{formatMoney(total)}</Row>}
        <Row label={t("yourEarnings")}>{formatMoney(jobEarnings(job))}</Row>
        <Row label={t("paintOptions")}>{describePaintOptions(quotePaintOptions(quote))}</Row>
        <Row label={t("conditions")}>{describeConditions(quoteConditions(quote))}</Row>
        {booking?.notes && <Row label={t("bookingNotes")}>{booking.notes}</Row>}
        {job.notes && <Row label={t("jobNotes")}>{job.notes}</Row>}
      </dl>
      {rooms.length > 0 && (
        <section aria-label={t("rooms")} className="space-y-2">
          <h4 className="text-sm font-semibold">{t("roomsCount", { count: rooms.length })}</h4>
          <ul className="space-y-2">
            {rooms.map((room, i) => (
              <RoomDetails key={room.id ?? i} room={room} index={i} />
            ))}
          </ul>
        </section>
      )}
      {calendarUrl && <CalendarLink href={calendarUrl} className={linkClass} />}
    </div>
  );
}

/** The Add to Google Calendar link (docs/product.md §7: built on the client, opens in a new tab). */
export function CalendarLink({ href, className }: { href: string; className: string }) {
  const t = useTranslations("portal.jobs");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <CalendarPlusIcon aria-hidden className="size-4" />
      {t("addToCalendar")}
      <ExternalLinkIcon aria-hidden className="size-3.5" />
      <span className="sr-only">{t("opensNewTab")}</span>
    </a>
  );
}
