import type { Metadata } from "next";
import { PageHeader } from "@/components/content/page-header";
import { StyleQuiz } from "@/components/quiz/style-quiz";
import { pageMetadata } from "@/lib/seo";

const description =
  "Five quick questions reveal your painting style — Modern Minimalist, Classic Traditional, Creative Eclectic or Cozy Farmhouse — with a four-colour palette and the rooms it suits.";

export const metadata: Metadata = pageMetadata({
  title: "Painting Style Quiz",
  description,
  path: "/style-quiz",
});

export default function StyleQuizPage() {
  return (
    <>
      <PageHeader eyebrow="Style quiz" title="Discover your painting style">
        <p>
          Five quick questions, one colour palette made for the way you live. It takes less than a minute.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-20">
        <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <StyleQuiz />
        </div>
      </div>
    </>
  );
}
