import { useTranslations } from "next-intl";
import { Check } from "@/components/ui/static-icons/check";
import { cn } from "@/lib/utils.shared";
import { WIZARD_STEPS, type WizardStep } from "./types";

/** The four-step indicator: completed steps are checked, the current one is aria-current="step". */
export function ProgressSteps({ current }: { current: WizardStep }) {
  const t = useTranslations("quote.progress");
  return (
    <ol aria-label={t("label")} className="flex items-center gap-1 sm:gap-2">
      {WIZARD_STEPS.map(({ step, label }, index) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            aria-current={active ? "step" : undefined}
            data-state={done ? "complete" : active ? "current" : "upcoming"}
            className="flex min-w-0 flex-1 items-center gap-1.5 sm:gap-2"
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                done && "border-primary bg-primary text-primary-foreground",
                active && "border-primary text-primary ring-2 ring-primary/30",
                !done && !active && "border-muted-foreground/40 text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" /> : step}
            </span>
            <span
              className={cn("truncate text-xs sm:text-sm", active ? "font-medium" : "text-muted-foreground")}
            >
              <span className="sr-only">{t("step", { step })}</span>
              {t(label)}
              {done && <span className="sr-only">{t("completed")}</span>}
            </span>
            {index < WIZARD_STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className={cn("hidden h-px flex-1 sm:block", done ? "bg-primary" : "bg-border")}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
