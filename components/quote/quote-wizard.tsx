"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { emptyQuoteDraft, newRoom, type QuoteDraftState } from "@/lib/quotes/draft.shared";
import { draftFromSavedQuote, type SavedQuoteLike } from "@/lib/quotes/draft-from-saved-quote.shared";
import { priceDraft, toQuotePayload } from "@/lib/quotes/draft-payload.shared";
import {
  validateProjectStep,
  validateRoomsStep,
  type ProjectStepResult,
} from "@/lib/quotes/draft-steps.shared";
import { loadStoredDraft, storeDraft } from "@/lib/quotes/draft-storage.shared";
import { api } from "@/components/api/client";
import { ProgressSteps } from "./progress-steps";
import type { RoomUpdate } from "./room-card";
import { StepConditions } from "./step-conditions";
import { StepProject } from "./step-project";
import { StepReview } from "./step-review";
import { StepRooms } from "./step-rooms";
import type { QuoteDto as SavedQuote } from "@/lib/quotes/serialize";
import type { ServiceAreaCheck, ServiceAreaState, WizardStep } from "./types";
import { usePricingConfig } from "./use-pricing-config";
import { useLocalizeApiError } from "./validation-context";

export const SERVICE_AREA_URL = "/api/check-service-area";
export const QUOTES_URL = "/api/quotes";
/** The address check runs only above this many characters (docs/product.md §5). */
const MIN_ADDRESS_LENGTH = 5;

/** One request to open the wizard; a new id means "opened again". */
export interface WizardOpenRequest {
  id: number;
  step: WizardStep;
  prefill: SavedQuoteLike | null;
}

interface QuoteWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: WizardOpenRequest;
  /** Called with the server's answer once the quote is saved (the wizard has already reset). */
  onQuoteSaved: (quote: SavedQuote) => void;
}

/** The four-step quote dialog (docs/product.md §2 "Quote dialog", §4, §5). */
export function QuoteWizard({ open, onOpenChange, request, onQuoteSaved }: QuoteWizardProps) {
  const t = useTranslations("quote");
  const tv = useTranslations("quote.toasts");
  const tu = useTranslations("ui");
  // The quote is stored in the page's language: its booking and every e-mail about it follow it.
  const language = useLocale();
  const localizeApiError = useLocalizeApiError();
  // The wizard mounts on its first opening, so the first request is applied here; without one,
  // the draft this tab kept from an earlier page, if any.
  const [draft, setDraft] = useState<QuoteDraftState>(() =>
    request.prefill ? draftFromSavedQuote(request.prefill) : (loadStoredDraft() ?? emptyQuoteDraft()),
  );
  useEffect(() => storeDraft(draft), [draft]);
  const [step, setStep] = useState<WizardStep>(request.step);
  const [appliedRequest, setAppliedRequest] = useState(request.id);
  const [serviceArea, setServiceArea] = useState<ServiceAreaState>({ status: "unchecked" });
  const [projectErrors, setProjectErrors] = useState<ProjectStepResult["errors"]>({});
  const [showRoomErrors, setShowRoomErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const checkSeq = useRef(0);
  const moved = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { pricing, loaded } = usePricingConfig({ active: open });

  // Every opening starts at the requested step (default 1), pre-filled when asked.
  if (request.id !== appliedRequest) {
    setAppliedRequest(request.id);
    setStep(request.step);
    setProjectErrors({});
    setShowRoomErrors(false);
    if (request.prefill) {
      checkSeq.current += 1;
      setDraft(draftFromSavedQuote(request.prefill));
      setServiceArea({ status: "unchecked" });
    }
  }

  // Rooms are priced again on every change to a room, its options, the conditions or the pricing.
  const price = useMemo(() => (loaded ? priceDraft(draft, pricing) : null), [draft, pricing, loaded]);
  const roomErrors = useMemo(
    () => (showRoomErrors ? validateRoomsStep(draft).roomErrors : null),
    [draft, showRoomErrors],
  );
  const serviceable = serviceArea.status === "serviceable";

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    bodyRef.current?.scrollTo?.({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const updateProject = useCallback((patch: Partial<QuoteDraftState>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProjectErrors((errors) => {
      const next = { ...errors };
      for (const key of Object.keys(patch)) delete next[key as keyof typeof next];
      return next;
    });
    if ("address" in patch) {
      // A new address needs a new check.
      checkSeq.current += 1;
      setServiceArea({ status: "unchecked" });
    }
  }, []);

  const updateRoom = useCallback((key: string, update: RoomUpdate) => {
    setDraft((current) => ({
      ...current,
      rooms: current.rooms.map((room) =>
        room.key === key ? (typeof update === "function" ? update(room) : { ...room, ...update }) : room,
      ),
    }));
  }, []);

  async function verifyAddress() {
    const address = draft.address.trim();
    if (!address || serviceArea.status === "checking") return;
    if (address.length <= MIN_ADDRESS_LENGTH) {
      // The schema's text: the step's field error shows it in the page's language.
      setProjectErrors((errors) => ({ ...errors, address: "Enter the full property address" }));
      return;
    }
    const seq = ++checkSeq.current;
    setServiceArea({ status: "checking" });
    const { data: result } = await api.post<ServiceAreaCheck>(SERVICE_AREA_URL, { address });
    if (seq !== checkSeq.current) return;
    if (!result) {
      setServiceArea({ status: "unchecked" });
      toast.error(tv("checkFailed"));
    } else if (result.isServiceable) {
      setServiceArea({ status: "serviceable", message: result.message });
    } else {
      setServiceArea({ status: "not-serviceable", message: result.message });
      // The server's answer names the ZIP code in English: other languages say it in their own words.
      toast.error((language === "en" && result.message) || tv("notServed"));
    }
  }

  function moveTo(next: WizardStep) {
    moved.current = true;
    setStep(next);
  }

  function goNext() {
    if (step === 1) {
      const result = validateProjectStep(draft, serviceable);
      if (!result.ok) {
        setProjectErrors(result.errors);
        toast.error(tv("step1Title"), { description: tv("step1Text") });
        return;
      }
    }
    if (step === 2 && !validateRoomsStep(draft).ok) {
      setShowRoomErrors(true);
      toast.error(tv("step2Title"), { description: tv("step2Text") });
      return;
    }
    if (step < 4) moveTo((step + 1) as WizardStep);
  }

  function goBack() {
    if (step > 1) moveTo((step - 1) as WizardStep);
  }

  function reset() {
    checkSeq.current += 1;
    setDraft(emptyQuoteDraft());
    setStep(1);
    setServiceArea({ status: "unchecked" });
    setProjectErrors({});
    setShowRoomErrors(false);
  }

  async function submit() {
    if (submitting) return;
    if (draft.rooms.some((room) => room.photos.some((photo) => photo.status === "uploading"))) {
      toast.info(t("photosUploadingTitle"), { description: t("photosUploadingText") });
      return;
    }
    setSubmitting(true);
    const result = await api.post<SavedQuote>(QUOTES_URL, { ...toQuotePayload(draft), language });
    setSubmitting(false);
    if (result.data) {
      toast.success(tv("createdTitle"), { description: tv("createdText") });
      reset();
      onQuoteSaved(result.data);
    } else {
      // Nothing is lost: the draft stays as it was.
      toast.error(tv("createFailed"), { description: localizeApiError(result.error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="quote-wizard"
        closeLabel={tu("close")}
        className="flex flex-col gap-0 overflow-hidden p-0 sm:max-w-3xl"
      >
        <DialogHeader className="gap-3 border-b px-4 pt-5 pb-4 text-left sm:px-6">
          <div className="grid gap-1 pr-8">
            <DialogTitle>{t("dialogTitle")}</DialogTitle>
            <DialogDescription>{t("stepOf", { step, title: t(`stepTitles.${step}`) })}</DialogDescription>
          </div>
          <ProgressSteps current={step} />
        </DialogHeader>

        <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
          <h3 ref={headingRef} tabIndex={-1} className="mb-4 text-base font-semibold outline-none">
            {t(`stepTitles.${step}`)}
          </h3>
          {step === 1 && (
            <StepProject
              draft={draft}
              onChange={updateProject}
              serviceArea={serviceArea}
              onVerify={() => void verifyAddress()}
              errors={projectErrors}
            />
          )}
          {step === 2 && (
            <StepRooms
              rooms={draft.rooms}
              roomCents={price?.roomCents ?? null}
              pricing={pricing}
              roomErrors={roomErrors}
              onRoomChange={updateRoom}
              onAddRoom={() => setDraft((current) => ({ ...current, rooms: [...current.rooms, newRoom()] }))}
              onRemoveRoom={(key) =>
                setDraft((current) =>
                  current.rooms.length > 1
                    ? { ...current, rooms: current.rooms.filter((room) => room.key !== key) }
                    : current,
                )
              }
            />
          )}
          {step === 3 && (
            <StepConditions
              conditions={draft.conditions}
              pricing={pricing}
              pricingLoaded={loaded}
              onChange={(conditions) => setDraft((current) => ({ ...current, conditions }))}
            />
          )}
          {step === 4 && <StepReview draft={draft} price={price} />}
        </div>

        <div className="flex items-center justify-between gap-2 border-t px-4 py-3 sm:px-6">
          {step > 1 ? (
            <Button type="button" variant="outline" onClick={goBack} disabled={submitting}>
              {t("previous")}
            </Button>
          ) : (
            <span />
          )}
          {step < 4 ? (
            <Button type="button" onClick={goNext} disabled={step === 1 && !serviceable}>
              {t("next")}
            </Button>
          ) : (
            <Button
              type="button"
              onClick={() => void submit()}
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitting ? t("creating") : t("submit")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
