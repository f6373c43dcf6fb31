"use client";

import { useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { clientKey } from "@/lib/client-key.shared";
import { api, NETWORK_ERROR, type ApiResult } from "@/components/api/client";
import { buttonAttributes } from "@/components/ui/button-variants";
import { ImagePlus } from "@/components/ui/static-icons/image-plus";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import { X } from "@/components/ui/static-icons/x";
import { isImageFile, ROOM_PHOTO_UPLOAD_URL } from "@/lib/validations/photo-upload-rules.shared";
import { MAX_REVIEW_PHOTOS } from "@/lib/validations/review-rules.shared";

/** A photo of the review: being uploaded (no id yet) or stored by the upload route. */
export interface ReviewPhoto {
  key: string;
  id: string | null;
  /** The file's name; photos of a saved review come back without one. */
  name: string | null;
  url: string | null;
  status: "uploading" | "uploaded";
}

export type PhotosUpdater = (photos: ReviewPhoto[]) => ReviewPhoto[];

interface UploadedPhoto {
  id: string;
  name: string;
  url: string;
}

/** The photos of a saved review, as this input holds them. */
export const savedPhotos = (photos: readonly { id: string; url: string }[]): ReviewPhoto[] =>
  photos.map((p) => ({ key: p.id, id: p.id, name: null, url: p.url, status: "uploaded" }));

/** "Photo 2 (kitchen.jpg)": unique even when two files share a name. */
export const photoLabel = (photo: ReviewPhoto, index: number) =>
  `Photo ${index + 1}${photo.name ? ` (${photo.name})` : ""}`;

/**
 * The remove button's classes: Button's secondary icon variant with its size, corners and shadow
 * replaced, written out because Button's tailwind-merge is what would replace them.
 */
const REMOVE_BUTTON_CLASSES =
  "inline-flex shrink-0 items-center justify-center gap-2 text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-secondary text-secondary-foreground hover:bg-secondary/80 absolute top-1 right-1 size-8 rounded-full shadow";

type ReviewText = ReturnType<typeof useTranslations<"reviewPage">>;

/** Why an upload failed: the server's words on English pages (as always), the page's own otherwise. */
function uploadFailure(t: ReviewText, english: boolean, result: ApiResult<unknown>): string {
  if (result.status === 0) return english ? NETWORK_ERROR : t("networkError");
  return english ? (result.error ?? t("photos.uploadFailed")) : t("photos.uploadFailed");
}

interface ReviewPhotosInputProps {
  photos: ReviewPhoto[];
  onPhotosChange: (update: PhotosUpdater) => void;
  disabled?: boolean;
}

/** Up to three photos, each sent at once to the room-photo upload route; the review keeps their ids. */
export function ReviewPhotosInput({ photos, onPhotosChange, disabled = false }: ReviewPhotosInputProps) {
  const t = useTranslations("reviewPage");
  const english = useLocale() === "en";
  const label = (photo: ReviewPhoto, index: number) =>
    photo.name
      ? t("photos.photoNamed", { number: index + 1, name: photo.name })
      : t("photos.photo", { number: index + 1 });
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const full = photos.length >= MAX_REVIEW_PHOTOS;

  async function upload(key: string, file: File) {
    const body = new FormData();
    body.append("file", file);
    const result = await api.post<UploadedPhoto>(ROOM_PHOTO_UPLOAD_URL, body);
    const saved = result.data;
    if (result.ok && saved) {
      onPhotosChange((current) =>
        current.map((p) => (p.key === key ? { ...p, id: saved.id, url: saved.url, status: "uploaded" } : p)),
      );
      return;
    }
    onPhotosChange((current) => current.filter((p) => p.key !== key));
    setProblems((current) => [
      ...current,
      t("photos.couldNotAdd", { name: file.name, reason: uploadFailure(t, english, result) }),
    ]);
  }

  function addFiles(files: File[]) {
    if (files.length === 0) return;
    const images = files.filter(isImageFile);
    const accepted = images.slice(0, Math.max(0, MAX_REVIEW_PHOTOS - photos.length));
    const notes = files
      .filter((file) => !isImageFile(file))
      .map((file) => t("photos.onlyPhotos", { name: file.name }));
    if (accepted.length < images.length) notes.push(t("problems.tooManyPhotos"));
    setProblems(notes);

    const entries: ReviewPhoto[] = accepted.map((file) => ({
      key: clientKey("review-photo"),
      id: null,
      name: file.name,
      url: null,
      status: "uploading",
    }));
    if (entries.length === 0) return;
    onPhotosChange((current) => [...current, ...entries]);
    entries.forEach((entry, i) => void upload(entry.key, accepted[i]!));
  }

  function remove(key: string) {
    onPhotosChange((current) => current.filter((p) => p.key !== key));
    setProblems([]);
    // The removed button takes the focus with it: hand it to the button that adds photos.
    chooseButton.current?.focus();
  }

  const uploadFailed = problems.some((p) => p !== t("problems.tooManyPhotos"));

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {t("photos.label")}{" "}
        <span className="font-normal text-muted-foreground">
          {t("photos.optional", { max: MAX_REVIEW_PHOTOS })}
        </span>
      </span>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {full ? t("photos.limit") : t("photos.hint")}
      </p>
      <div>
        <button
          ref={chooseButton}
          type="button"
          disabled={disabled}
          aria-disabled={full || undefined}
          aria-describedby={`${id}-hint`}
          onClick={() => {
            // Still focusable when full, so the keyboard keeps its place; it explains instead.
            if (full) setProblems([t("problems.tooManyPhotos")]);
            else fileInput.current?.click();
          }}
          {...buttonAttributes({ variant: "outline", className: "aria-disabled:opacity-50" })}
        >
          <ImagePlus aria-hidden />
          {t("photos.choose")}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          className="sr-only"
          aria-label={t("photos.upload")}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </div>

      {problems.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <ul className="space-y-1 text-destructive">
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
          {uploadFailed && <p className="mt-1">{t("photos.nextStep")}</p>}
        </div>
      )}

      {photos.length > 0 && (
        <ul aria-label={t("yourPhotos")} className="grid max-w-sm grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              data-testid="review-photo"
              data-status={photo.status}
              className="relative aspect-square overflow-hidden rounded-md border bg-muted"
            >
              {photo.status === "uploading" || !photo.url ? (
                <div
                  role="status"
                  className="flex size-full flex-col items-center justify-center gap-1 p-1 text-xs"
                >
                  <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
                  <span className="sr-only">{t("photos.uploadingName", { photo: label(photo, index) })}</span>
                  <span aria-hidden>{t("photos.uploading")}</span>
                </div>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- served by our upload route, not a static asset
                <img src={photo.url} alt={label(photo, index)} className="size-full object-cover" />
              )}
              {photo.status === "uploaded" && (
                <button
                  type="button"
                  data-slot="button"
                  data-variant="secondary"
                  data-size="icon"
                  disabled={disabled}
                  className={REMOVE_BUTTON_CLASSES}
                  aria-label={t("photos.remove", { photo: label(photo, index) })}
                  onClick={() => remove(photo.key)}
                >
                  <X aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
