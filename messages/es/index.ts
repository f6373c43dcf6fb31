/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
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

export const es: Messages = {
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
