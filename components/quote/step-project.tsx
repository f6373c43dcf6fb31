"use client";

import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { PropertyType, QuoteDraftState } from "@/lib/quotes/draft.shared";
import type { ProjectStepResult } from "@/lib/quotes/draft-steps.shared";
import { PROPERTY_TYPES } from "@/lib/validations/quote.shared";
import { PROPERTY_TYPE_KEYS } from "./labels";
import { useLocalizeValidation } from "./validation-context";
import type { ServiceAreaState } from "./types";

interface StepProjectProps {
  draft: QuoteDraftState;
  onChange: (
    patch: Partial<Pick<QuoteDraftState, "address" | "propertyType" | "customerName" | "email" | "phone">>,
  ) => void;
  serviceArea: ServiceAreaState;
  onVerify: () => void;
  errors: ProjectStepResult["errors"];
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  const localize = useLocalizeValidation();
  if (!message) return null;
  return (
    <p id={id} className="text-xs text-destructive">
      {localize(message)}
    </p>
  );
}

function ServiceAreaBanner({ state }: { state: ServiceAreaState }) {
  const t = useTranslations("quote");
  // The server's answer names the ZIP code, in English: a Spanish page says the same in its own words.
  const english = useLocale() === "en";
  if (state.status === "serviceable") {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>{(english && state.message) || t("project.served")}</span>
      </p>
    );
  }
  const text = state.status === "not-serviceable" ? t("toasts.notServed") : t("toasts.unverified");
  return (
    <p
      role="status"
      data-testid="service-area-banner"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** Step 1: project type, address with its service-area check, property type and contact details. */
export function StepProject({ draft, onChange, serviceArea, onVerify, errors }: StepProjectProps) {
  const t = useTranslations("quote.project");
  const tq = useTranslations("quote");
  const id = useId();
  const checking = serviceArea.status === "checking";
  const field = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof ProjectStepResult["errors"]) =>
    errors[name] ? `${field(name)}-error` : undefined;
  // The side-by-side email and phone fields need min-w-0 to shrink inside their grid columns.
  const contactField = (
    name: "customerName" | "email" | "phone",
    label: string,
    input: { type?: "email" | "tel"; autoComplete: string },
    className = "grid min-w-0 gap-1.5",
  ) => (
    <div className={className}>
      <Label htmlFor={field(name)}>
        {label}
        <RequiredMark />
      </Label>
      <Input
        id={field(name)}
        type={input.type}
        autoComplete={input.autoComplete}
        value={draft[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
      <FieldError id={`${field(name)}-error`} message={errors[name]} />
    </div>
  );

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <span id={field("projectType")} className="text-sm font-medium">
          {t("projectType")}
        </span>
        <RadioGroup
          value={draft.projectType}
          className="flex flex-wrap gap-x-6 gap-y-2"
          aria-labelledby={field("projectType")}
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem value="interior" id={field("interior")} />
            <Label htmlFor={field("interior")}>{t("interior")}</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem
              value="exterior"
              id={field("exterior")}
              disabled
              aria-describedby={field("exterior-soon")}
            />
            <Label htmlFor={field("exterior")} className="text-muted-foreground">
              {t("exterior")}
            </Label>
            <span
              id={field("exterior-soon")}
              className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground"
            >
              {t("comingSoon")}
            </span>
          </div>
        </RadioGroup>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={field("address")}>
          {t("address")}
          <RequiredMark />
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={field("address")}
            autoComplete="street-address"
            placeholder={t("addressPlaceholder")}
            value={draft.address}
            required
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={describedBy("address")}
            onChange={(event) => onChange({ address: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === "Enter" && draft.address.trim() && !checking) {
                event.preventDefault();
                onVerify();
              }
            }}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={onVerify}
            disabled={!draft.address.trim() || checking}
            className="sm:w-28"
          >
            {checking && <Loader2 className="animate-spin" aria-hidden="true" />}
            {checking ? t("checking") : t("verify")}
          </Button>
        </div>
        <FieldError id={`${field("address")}-error`} message={errors.address} />
      </div>

      <ServiceAreaBanner state={serviceArea} />

      <div className="grid gap-1.5">
        <Label htmlFor={field("propertyType")}>
          {t("propertyType")}
          <RequiredMark />
        </Label>
        <Select
          value={draft.propertyType}
          onValueChange={(value) => onChange({ propertyType: value as PropertyType })}
        >
          <SelectTrigger
            id={field("propertyType")}
            className="w-full"
            aria-invalid={errors.propertyType ? true : undefined}
            aria-describedby={describedBy("propertyType")}
          >
            <SelectValue placeholder={t("propertyTypePlaceholder")} />
          </SelectTrigger>
          <SelectContent>
            {PROPERTY_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {tq(`propertyTypes.${PROPERTY_TYPE_KEYS[type]}`)}
              </SelectItem>
            ))}
            <SelectItem value="commercial" disabled>
              {t("commercial")}
            </SelectItem>
          </SelectContent>
        </Select>
        <FieldError id={`${field("propertyType")}-error`} message={errors.propertyType} />
      </div>

      {contactField("customerName", t("fullName"), { autoComplete: "name" }, "grid gap-1.5")}

      <div className="grid gap-5 sm:grid-cols-2">
        {contactField("email", t("email"), { type: "email", autoComplete: "email" })}
        {contactField("phone", t("phone"), { type: "tel", autoComplete: "tel" })}
      </div>
    </div>
  );
}
