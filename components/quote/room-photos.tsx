"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { ImageIcon, ImagePlus, Loader2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { clientKey } from "@/lib/client-key.shared";
import type { DraftPhoto } from "@/lib/quotes/draft.shared";
import { cn } from "@/lib/utils.shared";
import { MAX_PHOTOS_PER_ROOM } from "@/lib/validations/quote.shared";
import { api } from "@/components/api/client";
import { isImageFile, ROOM_PHOTO_UPLOAD_URL } from "@/lib/validations/photo-upload-rules.shared";

// Shared with the review page's photos, from a module light enough for it.
export { isImageFile, ROOM_PHOTO_UPLOAD_URL };

interface UploadedPhoto {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  url: string;
}

type PhotosUpdater = (photos: DraftPhoto[]) => DraftPhoto[];

interface RoomPhotosProps {
  roomLabel: string;
  photos: DraftPhoto[];
  onPhotosChange: (update: PhotosUpdater) => void;
}

/** Up to three photos per room, by click or drag and drop, each uploaded at once. */
export function RoomPhotos({ roomLabel, photos, onPhotosChange }: RoomPhotosProps) {
  const id = useId();
  const t = useTranslations("quote.photos");
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = photos.length >= MAX_PHOTOS_PER_ROOM;

  async function upload(entry: DraftPhoto, file: File) {
    const form = new FormData();
    form.append("file", file);
    const result = await api.post<UploadedPhoto>(ROOM_PHOTO_UPLOAD_URL, form);
    const saved = result.data;
    if (saved) {
      onPhotosChange((current) =>
        current.map((p) =>
          p.key === entry.key
            ? { ...p, id: saved.id, name: saved.name || p.name, url: saved.url, status: "uploaded" }
            : p,
        ),
      );
    } else {
      onPhotosChange((current) => current.filter((p) => p.key !== entry.key));
      toast.error(t("couldNotAdd", { name: file.name }), {
        description: result.error ?? t("uploadFailed"),
      });
    }
  }

  function addFiles(files: File[]) {
    if (files.length === 0) return;
    const images = files.filter(isImageFile);
    const notImages = files.length - images.length;
    const accepted = images.slice(0, Math.max(0, MAX_PHOTOS_PER_ROOM - photos.length));
    const extra = images.length - accepted.length;

    if (notImages > 0) {
      toast.error(t("onlyImages"), {
        description: t("skipped", { count: notImages }),
      });
    }
    if (extra > 0) {
      toast.info(t("upTo", { max: MAX_PHOTOS_PER_ROOM }), {
        description: t("extra", { count: extra }),
      });
    }
    if (accepted.length === 0) return;

    const entries: DraftPhoto[] = accepted.map((file) => ({
      key: clientKey("photo"),
      id: null,
      name: file.name,
      url: null,
      status: "uploading",
    }));
    onPhotosChange((current) => [...current, ...entries].slice(0, MAX_PHOTOS_PER_ROOM));
    entries.forEach((entry, index) => void upload(entry, accepted[index]!));
  }

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {t("label")}{" "}
        <span className="font-normal text-muted-foreground">
          {t("optional", { max: MAX_PHOTOS_PER_ROOM })}
        </span>
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = full ? "none" : "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          addFiles(Array.from(event.dataTransfer.files));
        }}
        className={cn(
          "flex flex-col items-center gap-2 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground transition-colors",
          dragging && "border-primary bg-primary/5",
        )}
      >
        <ImagePlus className="size-6" aria-hidden="true" />
        <p>{full ? t("limit") : t("drop")}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => inputRef.current?.click()}
        >
          {t("choose")}
          <span className="sr-only">{t("chooseFor", { room: roomLabel })}</span>
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          className="sr-only"
          aria-label={t("upload", { room: roomLabel })}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </div>

      {photos.length > 0 && (
        <ul aria-label={t("list", { room: roomLabel })} className="grid max-w-sm grid-cols-3 gap-2">
          {photos.map((photo) => (
            <li
              key={photo.key}
              data-testid="room-photo"
              data-status={photo.status}
              className="relative aspect-square overflow-hidden rounded-md border bg-muted"
            >
              {photo.status === "uploading" ? (
                <div
                  role="status"
                  className="flex size-full flex-col items-center justify-center gap-1 p-1 text-xs"
                >
                  <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
                  <span className="sr-only">{t("uploadingName", { name: photo.name })}</span>
                  <span aria-hidden="true" className="w-full truncate text-center text-muted-foreground">
                    {t("uploading")}
                  </span>
                </div>
              ) : photo.url ? (
                // eslint-disable-next-line @next/next/no-img-element -- served by our API, not a static asset
                <img src={photo.url} alt={photo.name} className="size-full object-cover" />
              ) : (
                <div className="flex size-full flex-col items-center justify-center gap-1 p-1 text-xs text-muted-foreground">
                  <ImageIcon className="size-5" aria-hidden="true" />
                  <span className="w-full truncate text-center">{photo.name}</span>
                </div>
              )}
              {photo.status === "uploaded" && (
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-7 rounded-full shadow"
                  aria-label={t("remove", { name: photo.name })}
                  onClick={() => onPhotosChange((current) => current.filter((p) => p.key !== photo.key))}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
