import { styleQuizContent } from "@/app/_pages/style-quiz-page";
import { QUIZ_QUESTIONS, QUIZ_RESULTS, STYLES } from "@/lib/quiz/index.shared";

describe("the style quiz in Spanish (styleQuizContent)", () => {
  it("gives English pages nothing: the quiz's own English questions", () => {
    expect(styleQuizContent("en")).toBeUndefined();
  });

  it("keeps the spec's questions, options, styles and swatches, in Spanish words", () => {
    const content = styleQuizContent("es")!;
    expect(content.quoteHref).toBe("/es?quote=true");
    expect(content.questions.map((q) => [q.id, q.options.map((o) => [o.id, o.style])])).toEqual(
      QUIZ_QUESTIONS.map((q) => [q.id, q.options.map((o) => [o.id, o.style])]),
    );
    expect(content.questions[0]!.prompt).toBe("¿Cómo es una noche típica entre semana en su casa?");
    for (const style of STYLES) {
      const result = content.results[style];
      expect(result.colors.map((c) => c.hex)).toEqual(QUIZ_RESULTS[style].colors.map((c) => c.hex));
      expect(result.rooms).toHaveLength(QUIZ_RESULTS[style].rooms.length);
      expect(result.features).toHaveLength(4);
      expect(result.name).not.toBe(QUIZ_RESULTS[style].name);
    }
    expect(content.results.farmhouse.colors[1]).toEqual({ name: "Verde salvia", hex: "#a3ad91" });
  });
});
