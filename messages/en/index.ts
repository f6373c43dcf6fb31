/**
 * The English catalogue: one JSON file per namespace (a part of the product), so two changes to
 * different parts never touch the same file. The spec's texts appear here exactly as the spec
 * writes them. messages/es/index.ts must have the same namespaces and keys
 * (tests/unit/lib/i18n/catalogue.test.ts).
 */
import site from "./site.json";
import home from "./home.json";
import errors from "./errors.json";
import commercialInquiry from "./commercialInquiry.json";
import commercialValidation from "./commercialValidation.json";
import faq from "./faq.json";
import about from "./about.json";
import legal from "./legal.json";
import colorConsultation from "./colorConsultation.json";
import styleQuiz from "./styleQuiz.json";
import styleQuizUi from "./styleQuizUi.json";

export const en = {
  site,
  home,
  errors,
  commercialInquiry,
  commercialValidation,
  faq,
  about,
  legal,
  colorConsultation,
  styleQuiz,
  styleQuizUi,
};

/** The shape every language's catalogue has (next-intl's AppConfig, global.d.ts). */
export type Messages = typeof en;
export type Namespace = keyof Messages;
