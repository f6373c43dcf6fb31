import {
  QUIZ_QUESTIONS,
  QUIZ_RESULTS,
  STYLES,
  tally,
  winningStyle,
  type Style,
} from "@/lib/quiz/index.shared";

describe("quiz content", () => {
  it("has the five questions of the spec, in order, each with one option per style", () => {
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual([
      "lifestyle",
      "colors",
      "inspiration",
      "entertaining",
      "priority",
    ]);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options).toHaveLength(4);
      expect(question.options.map((o) => o.style).sort()).toEqual([...STYLES].sort());
      expect(new Set(question.options.map((o) => o.id)).size).toBe(4);
    }
  });

  it("has a result per style with four colours, suggested rooms and four features", () => {
    expect(Object.values(QUIZ_RESULTS).map((r) => r.name)).toEqual([
      "Modern Minimalist",
      "Classic Traditional",
      "Creative Eclectic",
      "Cozy Farmhouse",
    ]);
    for (const style of STYLES) {
      const result = QUIZ_RESULTS[style];
      expect(result.style).toBe(style);
      expect(result.description.length).toBeGreaterThan(80);
      expect(result.colors).toHaveLength(4);
      expect(new Set(result.colors.map((c) => c.name)).size).toBe(4);
      for (const color of result.colors) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(result.rooms.length).toBeGreaterThan(0);
      expect(result.features).toHaveLength(4);
    }
  });
});

describe("tally", () => {
  it("counts answers per style", () => {
    expect(tally(["modern", "eclectic", "modern"])).toEqual({
      modern: 2,
      traditional: 0,
      eclectic: 1,
      farmhouse: 0,
    });
  });
});

describe("winningStyle", () => {
  it.each(STYLES)("picks %s when every answer is that style", (style) => {
    expect(winningStyle(Array<Style>(5).fill(style))).toBe(style);
  });

  it("picks the style with the most answers wherever they appear", () => {
    expect(winningStyle(["modern", "traditional", "farmhouse", "farmhouse", "eclectic"])).toBe("farmhouse");
    expect(winningStyle(["eclectic", "traditional", "farmhouse", "modern", "traditional"])).toBe(
      "traditional",
    );
    expect(winningStyle(["farmhouse", "eclectic", "eclectic", "eclectic", "farmhouse"])).toBe("eclectic");
  });

  describe("on a tie, the first of the tied styles in order of first appearance wins", () => {
    it("2–2: the tied style that appears first", () => {
      expect(winningStyle(["traditional", "modern", "modern", "traditional", "eclectic"])).toBe(
        "traditional",
      );
      expect(winningStyle(["eclectic", "farmhouse", "eclectic", "farmhouse", "modern"])).toBe("eclectic");
    });

    it("is not decided by which style reached the maximum count first", () => {
      // modern appears first; traditional reaches 2 first (third answer) — modern still wins.
      expect(winningStyle(["modern", "traditional", "traditional", "modern", "eclectic"])).toBe("modern");
    });

    it("ignores styles that appear earlier but do not hold the maximum", () => {
      // farmhouse appears first but has one answer; of the tied eclectic and modern, eclectic appears first.
      expect(winningStyle(["farmhouse", "eclectic", "modern", "modern", "eclectic"])).toBe("eclectic");
    });

    it("is not decided by the fixed order of the styles", () => {
      expect(winningStyle(["farmhouse", "modern", "farmhouse", "modern", "traditional"])).toBe("farmhouse");
    });

    it("with every style tied, the first answer wins", () => {
      expect(winningStyle(["eclectic", "modern", "farmhouse", "traditional"])).toBe("eclectic");
    });
  });

  it("returns undefined without answers", () => {
    expect(winningStyle([])).toBeUndefined();
  });
});
