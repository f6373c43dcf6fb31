import { StyleQuizPage, styleQuizMetadata } from "@/app/_pages/style-quiz-page";

export const metadata = styleQuizMetadata("en");

export default function Page() {
  return <StyleQuizPage locale="en" />;
}
