"use client";

import { CalendarPlusIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { usePortalFormat } from "../i18n/use-portal-format";
import { useJobText } from "../i18n/use-job-text";
import {
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

function surfaceText(
  option: SurfaceOption | undefined,
  words: { quality: (q: string) => string; finish: (f: string) => string } = {
    quality: titleCase,
    finish: finishLabel,
  },
): string {
  if (!option) return "—";
  return [
    option.quality && words.quality(option.quality),
    option.finish && words.finish(option.finish),
    option.colorCode,
    option.brand,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A room's words in Spanish; English keeps ./format.ts's (the spec's) words. */
function useRoomText() {
  const t = useTranslations("portal.details");
  const text = useJobText();
  const { locale } = usePortalFormat();
  if (locale === "en") return { title: roomTitle, dimensions: roomDimensions, surfaces: roomSurfaces };
  const number = (value: unknown) => {
    const n = value === null || value === undefined || value === "" ? NaN : Number(value);
    return Number.isFinite(n) ? `${Number(n.toFixed(2))}` : "?";
  };
  return {
    title: (room: JobRoom, index: number) => {
      const type = room.type ? text.roomType(room.type) : null;
      if (room.name && type && room.name !== type) return `${room.name} (${type})`;
      return room.name || type || t("roomN", { n: index + 1 });
    },
    dimensions: (room: JobRoom) =>
      t("roomSize", {
        length: number(room.length),
        width: number(room.width),
        height: number(room.height ?? 9),
      }),
    surfaces: (room: JobRoom) => {
      const list: string[] = [];
      if (room.paintWalls) list.push(t("surface.walls"));
      if (room.paintCeiling) list.push(t("surface.ceiling"));
      if (room.paintTrim) list.push(t("surface.trim"));
      if (room.paintDoors)
        list.push(room.doorCount ? t("doorsCount", { count: room.doorCount }) : t("surface.doors"));
      if (room.paintWindows) {
        const sized = Number(room.windowWidth) > 0 && Number(room.windowHeight) > 0;
        list.push(
          !room.windowCount
            ? t("surface.windows")
            : sized
              ? t("windowsSized", {
                  count: room.windowCount,
                  width: number(room.windowWidth),
                  height: number(room.windowHeight),
                })
              : t("windowsCount", { count: room.windowCount }),
        );
      }
      return list;
    },
  };
}

function RoomDetails({ room, index }: { room: JobRoom; index: number }) {
  const t = useTranslations("portal.details");
  const text = useJobText();
  const roomText = useRoomText();
  const english = usePortalFormat().locale === "en";
  const options = roomPaintOptions(room);
  const surfaces = roomText.surfaces(room);
  const photos = room.photos ?? [];
  const title = roomText.title(room, index);
  const excluded = Number(room.excludedArea ?? 0);
  return (
    <li className="space-y-2 rounded-lg border bg-muted/40 p-3">
      <p className="font-medium">{title}</p>
      <dl className="space-y-1.5">
        <Row label={t("dimensions")}>{roomText.dimensions(room)}</Row>
        <Row label={t("surfaces")}>{surfaces.length ? surfaces.join(", ") : t("noneSelected")}</Row>
        {excluded > 0 && <Row label={t("excludedArea")}>{t("sqFt", { area: excluded })}</Row>}
        {options?.customerSupplies && <Row label={t("paint")}>{t("customerSupplies")}</Row>}
        {options?.colorConsultation && <Row label={t("colours")}>{t("colourConsultation")}</Row>}
        {options &&
          !options.customerSupplies &&
          SURFACE_FIELDS.filter(([flag]) => room[flag]).map(([, key, label]) => (
            <Row
              key={key}
              label={
                english ? `${label} paint` : t("surfacePaint", { surface: t(`surface.${key}`).toLowerCase() })
              }
            >
              {surfaceText(options[key], text)}
            </Row>
          ))}
      </dl>
      {photos.length > 0 && (
        <ul aria-label={t("roomPhotos", { room: title })} className="flex flex-wrap gap-2">
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
                  alt={`${t("photoAlt", { room: title, n: i + 1 })}${photo.name ? ` (${photo.name})` : ""}`}
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
  const text = useJobText();
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
            quote.projectType ? text.project(quote.projectType) : text.project("interior"),
            quote.propertyType && titleCase(quote.propertyType),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Row>
        {total !== null && <Row label={t("totalCost")}>{formatMoney(total)}</Row>}
        <Row label={t("yourEarnings")}>{formatMoney(jobEarnings(job))}</Row>
        <Row label={t("paintOptions")}>{text.paintOptions(quotePaintOptions(quote))}</Row>
        <Row label={t("conditions")}>{text.conditions(quoteConditions(quote))}</Row>
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
