"use client";

import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminResource } from "../admin-api";
import { assignmentStatusLabel } from "@/lib/bookings/lifecycle.shared";
import { formatMoney, SURFACE_FIELDS, titleCase } from "@/lib/format.shared";
import { adminSlotLabel, formatDate, formatTimestamp } from "../format";
import { ADMIN_MESSAGES } from "../messages";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { BookingStatusBadge } from "@/components/booking/booking-status-badge";
import { DetailRow } from "@/components/dashboard/detail-row";
import { ErasePersonalData } from "./erase-personal-data";
import { BookingJobPhotos } from "./job-photos";
import { PriceChanges, signedMoney } from "./price-changes";
import {
  readJobSpecifications,
  readRoomPaint,
  type JobSpecifications,
  type RoomSpec,
  type SurfaceOption,
} from "./job-specifications";

type BookingInvoice = AdminBooking["invoices"][number];

const INVOICE_KIND_LABELS: Record<BookingInvoice["kind"], string> = {
  job: "Invoice",
  cancellation_fee: "Cancellation fee invoice",
};

/** Where an invoice of the booking stands: paid, credited in full, or what is still owed. */
function invoiceStanding(invoice: BookingInvoice) {
  if (invoice.status === "paid") return "Paid";
  if (invoice.status === "void") return "Credited";
  return `${formatMoney(invoice.dueCents / 100)} due`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const num = (v: unknown) => {
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? Number(n.toFixed(2)) : null;
};

function dimensions(room: RoomSpec): string {
  const f = (v: unknown) => num(v) ?? "?";
  return `${f(room.length)} × ${f(room.width)} ft, ${f(room.height ?? 9)} ft ceiling`;
}

function surfaceLabel(room: RoomSpec, flag: (typeof SURFACE_FIELDS)[number][0], label: string): string {
  if (flag === "paintDoors" && room.doorCount) return `${label} (${room.doorCount})`;
  if (flag === "paintWindows" && room.windowCount) {
    const w = num(room.windowWidth);
    const h = num(room.windowHeight);
    return `${label} (${room.windowCount}${w && h ? `, ${w} × ${h} ft` : ""})`;
  }
  return label;
}

const surfaceText = (o: SurfaceOption | undefined) =>
  o
    ? [o.quality && titleCase(o.quality), o.finish && titleCase(o.finish), o.colorCode, o.brand]
        .filter(Boolean)
        .join(" · ") || "—"
    : "—";

function RoomCard({ room, index }: { room: RoomSpec; index: number }) {
  const type = room.type ? titleCase(room.type) : null;
  const title =
    room.name && type && room.name !== type
      ? `${room.name} (${type})`
      : room.name || type || `Room ${index + 1}`;
  const chosen = SURFACE_FIELDS.filter(([flag]) => room[flag]);
  const paint = readRoomPaint(room);
  const excluded = num(room.excludedArea) ?? 0;
  return (
    <li className="space-y-2 rounded-lg border bg-muted/40 p-3">
      <p className="font-medium">{title}</p>
      <dl className="space-y-1.5">
        <DetailRow label="Dimensions">{dimensions(room)}</DetailRow>
        <DetailRow label="Surfaces">
          {chosen.length
            ? chosen.map(([flag, , label]) => surfaceLabel(room, flag, label)).join(", ")
            : "None selected"}
        </DetailRow>
        {excluded > 0 && <DetailRow label="Excluded area">{excluded} sq ft</DetailRow>}
        {num(room.cost) !== null && <DetailRow label="Room cost">{formatMoney(num(room.cost))}</DetailRow>}
        {paint.problem && (
          <DetailRow label="Paint">
            <span className="text-destructive">{paint.problem}</span>
          </DetailRow>
        )}
        {paint.value?.customerSupplies && <DetailRow label="Paint">Customer supplies the paint</DetailRow>}
        {paint.value?.colorConsultation && (
          <DetailRow label="Colours">Colour consultation requested</DetailRow>
        )}
        {paint.value &&
          !paint.value.customerSupplies &&
          chosen.map(([, key, label]) => (
            <DetailRow key={key} label={`${label} paint`}>
              {surfaceText(paint.value?.[key])}
            </DetailRow>
          ))}
      </dl>
    </li>
  );
}

function describeConditions(c: JobSpecifications["conditions"]): string {
  if (!c) return "None";
  const chosen = [
    c.primer && "Primer",
    c.furnitureMoving && "Furniture moving",
    c.substantialPrep && "Substantial prep work",
  ].filter(Boolean);
  return chosen.length ? chosen.join(", ") : "None";
}

function describePaint(p: JobSpecifications["paintOptions"]): string {
  if (!p) return "Paint options not available";
  const parts = [
    p.quality && `${titleCase(p.quality)} quality`,
    p.finish && `${titleCase(p.finish)} finish`,
  ].filter(Boolean) as string[];
  if (p.customerSupplies) parts.push("customer supplies paint");
  return parts.length ? parts.join(", ") : "Paint options not available";
}

type SpecState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; specs: JobSpecifications };

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

/** The job's quote, through the admin's resource hook (its session rule, abort, one request per quote). */
function useJobSpecifications(quoteId: string): SpecState {
  const { resource } = useAdminResource(`/api/quotes/${quoteId}`, {
    accept: isRecord,
    // Another booking's specifications must never show while this one's load.
    keepPreviousData: false,
  });
  if (resource.status === "ready") return { status: "ready", specs: readJobSpecifications(resource.data) };
  if (resource.status !== "error") return { status: "loading" };
  const { httpStatus, error } = resource;
  if (httpStatus === 0 || httpStatus >= 500)
    return { status: "error", message: ADMIN_MESSAGES.quoteFetchFailed };
  return { status: "error", message: `${ADMIN_MESSAGES.quoteNotLoaded}${error ? `: ${error}` : ""}` };
}

function JobSpecificationsSection({ quoteId }: { quoteId: string }) {
  const state = useJobSpecifications(quoteId);

  if (state.status === "loading")
    return (
      <div role="status" className="space-y-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <span className="sr-only">Loading job specifications…</span>
      </div>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="text-sm text-destructive">
        {state.message}
      </p>
    );
  const { specs } = state;
  return (
    <div className="space-y-3">
      {specs.problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-destructive">
          {specs.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <dl className="space-y-1.5">
        <DetailRow label="Paint options">{describePaint(specs.paintOptions)}</DetailRow>
        <DetailRow label="Conditions">{describeConditions(specs.conditions)}</DetailRow>
      </dl>
      {specs.rooms.length > 0 ? (
        <ul aria-label="Rooms" className="space-y-2">
          {specs.rooms.map((room, i) => (
            <RoomCard key={room.id ?? i} room={room} index={i} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No rooms on this quote.</p>
      )}
    </div>
  );
}

/** docs/product.md §2: customer, scheduling, contractor assignment, financials, and job specifications loaded on demand. */
export function JobDetailsDialog({
  booking: given,
  onOpenChange,
  onErased,
  onPriceChanged,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
  /** After the booking's personal data was erased, with the booking as it now is. */
  onErased?: (booking: AdminBooking) => void;
  /** After a price change, with the booking as it now is. */
  onPriceChanged?: (booking: AdminBooking) => void;
}) {
  // The erased or repriced booking replaces the one given until the list behind the dialog has it too.
  const [updated, setUpdated] = useState<AdminBooking | null>(null);
  const booking = given && updated?.id === given.id ? updated : given;
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {booking && (
          <>
            <DialogHeader>
              <DialogTitle>Job Details</DialogTitle>
              <DialogDescription>
                Booking <span className="font-mono text-xs break-all">{booking.id}</span>
              </DialogDescription>
            </DialogHeader>
            <div className="space-y-5">
              <Section title="Customer">
                <dl className="space-y-1.5">
                  <DetailRow label="Name">{booking.customerName || "—"}</DetailRow>
                  <DetailRow label="Email">
                    {booking.customerEmail ? (
                      <a
                        className="text-primary underline-offset-4 hover:underline"
                        href={`mailto:${booking.customerEmail}`}
                      >
                        {booking.customerEmail}
                      </a>
                    ) : (
                      "—"
                    )}
                  </DetailRow>
                  <DetailRow label="Phone">{booking.customerPhone || "—"}</DetailRow>
                  <DetailRow label="Address">{booking.address || "—"}</DetailRow>
                  {booking.propertyType && (
                    <DetailRow label="Property">{titleCase(booking.propertyType)}</DetailRow>
                  )}
                  {booking.county && <DetailRow label="County">{booking.county}</DetailRow>}
                </dl>
              </Section>
              <Section title="Scheduling">
                <dl className="space-y-1.5">
                  <DetailRow label="Date">{formatDate(booking.scheduledDate)}</DetailRow>
                  <DetailRow label="Time slot">{adminSlotLabel(booking.timeSlot)}</DetailRow>
                  <DetailRow label="Status">
                    <BookingStatusBadge status={booking.status} />
                  </DetailRow>
                  {booking.estimatedDays && booking.estimatedDays > 1 ? (
                    <DetailRow label="Duration">{booking.estimatedDays} days</DetailRow>
                  ) : null}
                  <DetailRow label="Booked on">{formatTimestamp(booking.createdAt)}</DetailRow>
                  {booking.notes && <DetailRow label="Notes">{booking.notes}</DetailRow>}
                </dl>
              </Section>
              <Section title="Contractor Assignment">
                {booking.contractorName ? (
                  <dl className="space-y-1.5">
                    <DetailRow label="Contractor">{booking.contractorName}</DetailRow>
                    {booking.contractorEmail && (
                      <DetailRow label="Email">{booking.contractorEmail}</DetailRow>
                    )}
                    {booking.contractorPhone && (
                      <DetailRow label="Phone">{booking.contractorPhone}</DetailRow>
                    )}
                    <DetailRow label="Job status">
                      <Badge variant="outline">{assignmentStatusLabel(booking.assignmentStatus)}</Badge>
                    </DetailRow>
                  </dl>
                ) : (
                  <p className="text-sm text-muted-foreground">No contractor assigned.</p>
                )}
              </Section>
              <Section title="Financials">
                <dl className="space-y-1.5">
                  {booking.priceChanges.length > 0 && (
                    <>
                      <DetailRow label="Quoted">{formatMoney(booking.financials.quotedTotal)}</DetailRow>
                      <DetailRow label="Price changes">
                        {signedMoney(booking.financials.priceChanges)}
                      </DetailRow>
                    </>
                  )}
                  <DetailRow label="Total">{formatMoney(booking.financials.totalCost)}</DetailRow>
                  <DetailRow label="Contractor earnings">
                    {formatMoney(booking.financials.contractorEarnings)}
                  </DetailRow>
                  <DetailRow label="Platform share">
                    {formatMoney(booking.financials.platformShare)}
                  </DetailRow>
                  {booking.financials.cancellationFee > 0 && (
                    <DetailRow label="Cancellation fee">
                      {formatMoney(booking.financials.cancellationFee)}
                    </DetailRow>
                  )}
                  {booking.invoices.map((invoice) => (
                    <DetailRow key={invoice.id} label={INVOICE_KIND_LABELS[invoice.kind]}>
                      {invoice.number} · {invoiceStanding(invoice)}
                    </DetailRow>
                  ))}
                </dl>
              </Section>
              <Section title="Photos of the Work">
                <BookingJobPhotos booking={booking} />
              </Section>
              <Section title="Price Changes">
                <PriceChanges
                  booking={booking}
                  onChanged={(changed) => {
                    setUpdated(changed);
                    onPriceChanged?.(changed);
                  }}
                />
              </Section>
              <Section title="Job Specifications">
                <JobSpecificationsSection quoteId={booking.quoteId} />
              </Section>
              <Section title="Personal Data">
                <ErasePersonalData
                  booking={booking}
                  onErased={(erased) => {
                    setUpdated(erased);
                    onErased?.(erased);
                  }}
                />
              </Section>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
