"use client";

/*
 * Before and after photos of the work, per room (docs/product.md §9 "Job photos"; README "When
 * there's no signal"): the phone's camera opens from the job card; each photo is made smaller on the
 * phone, kept in IndexedDB and queued with the job's moves (../offline/queue.ts), so it leaves once,
 * in order, when there is signal. A lazy part of the job card (../offline/app-parts.ts).
 */
import { CameraIcon, ClockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import {
  JOB_PHOTO_LIMITS,
  JOB_PHOTO_PHASES,
  photoPhaseOpen,
  type JobPhotoPhase,
} from "@/lib/validations/job-photo-rules.shared";
import { isImageFile } from "@/lib/validations/photo-upload-rules.shared";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import { cn } from "@/lib/utils.shared";
import { useDevicePainter } from "../offline/device-painter";
import { downscale, getPhoto, putPhoto } from "../offline/photo-store";
import { enqueueMove, PHOTO_STEP, type QueuedMove } from "../offline/queue";
import { deviceKey, useStored } from "../offline/storage";
import { serviceType } from "./format";
import { useJobText } from "../i18n/use-job-text";
import { usePortalFormat } from "../i18n/use-portal-format";

export const PHOTO_TEXTS = {
  waiting: "Waiting for signal",
  notKept: "The photo could not be kept on this phone. Free some space and try again.",
  notImage: "Only photos can be added here.",
} as const;

interface Shown {
  key: string;
  url: string | null;
  waiting: boolean;
}

/** A waiting photo's thumbnail, from its bytes on the phone. */
function useLocalUrl(clientRef: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void getPhoto(clientRef)
      .then((stored) => {
        if (!live || !stored) return;
        made = URL.createObjectURL(stored.blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [clientRef]);
  return url;
}

function Thumbnail({ photo, alt }: { photo: Shown; alt: string }) {
  const local = useLocalUrl(photo.waiting ? photo.key : "");
  const t = useTranslations("portal.photos");
  const url = photo.url ?? local;
  return (
    <li className="w-20 space-y-1" data-testid={photo.waiting ? "photo-waiting" : "photo-sent"}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a signed link or a blob: no optimiser
        <img src={url} alt={alt} className="size-20 rounded-md border object-cover" />
      ) : (
        <div role="img" aria-label={alt} className="size-20 rounded-md border bg-muted" />
      )}
      {photo.waiting && (
        <p className="flex items-center gap-1 text-xs leading-tight font-medium text-amber-900">
          <ClockIcon aria-hidden className="size-3 shrink-0" />
          {t("waiting")}
        </p>
      )}
    </li>
  );
}

function AddPhoto({
  phase,
  room,
  disabled,
  onFile,
}: {
  phase: JobPhotoPhase;
  room: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const t = useTranslations("portal.photos");
  return (
    <label
      htmlFor={id}
      className={cn(
        "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium",
        "focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
        disabled && "cursor-not-allowed opacity-50",
      )}
    >
      <CameraIcon aria-hidden className="size-4" />
      {t("add", { phase: t(`phaseWord.${phase}`) })}
      <span className="sr-only">{t("ofRoom", { room })}</span>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

export function JobPhotos({ job }: { job: ContractorJob }) {
  const painterId = useDevicePainter();
  const queue = useStored<QueuedMove[]>(painterId && deviceKey(painterId, "moves")) ?? [];
  const waiting = queue.filter((move) => move.jobId === job.id && move.photo);
  // A job kept on the phone before photos existed has none listed.
  const sent = (job.photos ?? []).filter(
    (photo) => !waiting.some((w) => w.photo?.clientRef === photo.clientRef),
  );
  const total = sent.length + waiting.length;
  const rooms = job.booking.quote.rooms;
  const t = useTranslations("portal.photos");
  const tShared = useTranslations("portal.shared");
  const format = usePortalFormat();
  const { roomLabel } = useJobText();

  async function add(roomId: string, phase: JobPhotoPhase, file: File) {
    if (!painterId) return;
    if (!isImageFile(file)) return void toast.error(t("notImage"));
    const clientRef = crypto.randomUUID();
    try {
      const blob = await downscale(file, JOB_PHOTO_LIMITS.deviceMaxSide);
      await putPhoto({ clientRef, jobId: job.id, blob });
    } catch {
      return void toast.error(t("notKept"));
    }
    enqueueMove(painterId, {
      jobId: job.id,
      status: PHOTO_STEP,
      notes: "",
      label: t("thePhoto", { phase: t(`phaseWord.${phase}`) }),
      jobName: `${format.service(serviceType(job))}: ${job.booking?.quote?.customerName || tShared("customer")}`,
      photo: { clientRef, roomId, phase },
    });
  }

  return (
    <section aria-label={t("section")} className="space-y-3" data-testid="job-photos">
      <p className="text-sm text-muted-foreground">{t("count", { total, max: JOB_PHOTO_LIMITS.perJob })}</p>
      <ul className="space-y-4">
        {rooms.map((room, index) => {
          const label = roomLabel(room, index);
          return (
            <li key={room.id ?? index} className="space-y-2">
              <h4 className="text-sm font-semibold">{label}</h4>
              {JOB_PHOTO_PHASES.map((phase) => {
                const shown: Shown[] = [
                  ...sent
                    .filter((p) => p.roomId === room.id && p.phase === phase)
                    .map((p) => ({ key: p.id, url: p.url, waiting: false })),
                  ...waiting
                    .filter((w) => w.photo!.roomId === room.id && w.photo!.phase === phase)
                    .map((w) => ({ key: w.photo!.clientRef, url: null, waiting: true })),
                ];
                const open = photoPhaseOpen(job, phase);
                if (!open && shown.length === 0) return null;
                const full =
                  shown.length >= JOB_PHOTO_LIMITS.perRoomAndPhase || total >= JOB_PHOTO_LIMITS.perJob;
                return (
                  <div key={phase} className="space-y-2">
                    <p className="text-xs font-medium text-muted-foreground">
                      {t("phaseCount", {
                        phase: t(`phase.${phase}`),
                        count: shown.length,
                        max: JOB_PHOTO_LIMITS.perRoomAndPhase,
                      })}
                    </p>
                    {shown.length > 0 && (
                      <ul
                        aria-label={t("list", { room: label, phase: t(`phaseWord.${phase}`) })}
                        className="flex flex-wrap gap-2"
                      >
                        {shown.map((photo, i) => (
                          <Thumbnail
                            key={photo.key}
                            photo={photo}
                            alt={t("alt", { room: label, phase: t(`phaseWord.${phase}`), n: i + 1 })}
                          />
                        ))}
                      </ul>
                    )}
                    {open && room.id && (
                      <AddPhoto
                        phase={phase}
                        room={label}
                        disabled={full || !painterId}
                        onFile={(file) => void add(room.id!, phase, file)}
                      />
                    )}
                  </div>
                );
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
