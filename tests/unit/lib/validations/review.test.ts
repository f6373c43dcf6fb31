import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES as M,
  reviewReplySchema,
  reviewSubmitSchema,
  type ReviewProblems,
  type ReviewValues,
} from "@/lib/validations/review";
import { fieldProblems } from "@/lib/validations/zod-mini";

/** Each field's first message, as the review form shows them. */
function problems(values: ReviewValues): ReviewProblems {
  const result = reviewSubmitSchema.safeParse({ ...values, photos: [] });
  return result.success ? {} : fieldProblems(result.error);
}

/** What the form sends: the schema's output as JSON (blank optional fields become undefined, left out). */
const payload = (values: ReviewValues, photos: string[]) =>
  JSON.parse(JSON.stringify(reviewSubmitSchema.parse({ ...values, photos }))) as unknown;

const GOOD: ReviewValues = {
  rating: 4,
  text: "Marco was careful, tidy and finished a day early.",
  displayName: "Emily",
  town: "Media",
};

const x = (n: number) => "x".repeat(n);

const CASES: [string, Partial<ReviewValues>, ReviewProblems][] = [
  ["all good", {}, {}],
  ["blank optional fields", { text: "", displayName: "", town: "" }, {}],
  ["whitespace-only optional fields", { text: "   ", displayName: " \t ", town: "\n" }, {}],
  ["no rating yet", { rating: 0 }, { rating: M.ratingRequired }],
  ["rating 1", { rating: 1 }, {}],
  ["rating 5", { rating: 5 }, {}],
  ["rating 6", { rating: 6 }, { rating: M.ratingRequired }],
  ["rating -1", { rating: -1 }, { rating: M.ratingRequired }],
  ["rating 2.5", { rating: 2.5 }, { rating: M.ratingRequired }],
  ["rating NaN", { rating: Number.NaN }, { rating: M.ratingRequired }],
  ["text of 19", { text: x(19) }, { text: M.textLength }],
  ["text of 20", { text: x(20) }, {}],
  ["text of 19 padded to 23", { text: `  ${x(19)}  ` }, { text: M.textLength }],
  ["text of 20 padded", { text: `\n${x(20)}\n` }, {}],
  ["text of 2,000", { text: x(REVIEW_LIMITS.textMax) }, {}],
  ["text of 2,001", { text: x(REVIEW_LIMITS.textMax + 1) }, { text: M.textLength }],
  ["text of 2,000 padded", { text: ` ${x(REVIEW_LIMITS.textMax)} ` }, {}],
  // zod counts code points: an emoji is one character, though two UTF-16 units.
  ["text of 10 emoji", { text: "🎨".repeat(10) }, { text: M.textLength }],
  ["text of 19 emoji", { text: "🎨".repeat(19) }, { text: M.textLength }],
  ["text of 20 emoji", { text: "🎨".repeat(20) }, {}],
  ["text of 1,500 emoji", { text: "🎨".repeat(1500) }, {}],
  ["text of 2,001 emoji", { text: "🎨".repeat(2001) }, { text: M.textLength }],
  ["text with a lone surrogate", { text: `${x(18)}\ud83c` }, { text: M.textLength }],
  ["text with combining accents", { text: "e\u0301".repeat(10) }, {}],
  ["name of 60 emoji", { displayName: "🖌".repeat(60) }, {}],
  ["name of 61 emoji", { displayName: "🖌".repeat(61) }, { displayName: M.nameTooLong }],
  ["name of 60", { displayName: x(60) }, {}],
  ["name of 61", { displayName: x(61) }, { displayName: M.nameTooLong }],
  ["name of 60 padded", { displayName: `  ${x(60)}  ` }, {}],
  ["town of 80", { town: x(80) }, {}],
  ["town of 81", { town: x(81) }, { town: M.townTooLong }],
  [
    "everything wrong",
    { rating: 0, text: "short", displayName: x(61), town: x(81) },
    { rating: M.ratingRequired, text: M.textLength, displayName: M.nameTooLong, town: M.townTooLong },
  ],
];

const REPLIES: [string, string | undefined][] = [
  ["", M.replyLength],
  [" ", M.replyLength],
  ["x", undefined],
  [` ${x(500)} `, undefined],
  [x(501), M.replyLength],
  ["🙏".repeat(500), undefined],
  ["🙏".repeat(501), M.replyLength],
  ["Thank you, Emily!", undefined],
];

describe("the review schemas, which the review page and the API share", () => {
  it.each(CASES)("%s: each field's first text", (_case, change, expected) => {
    expect(problems({ ...GOOD, ...change })).toEqual(expected);
  });

  it.each(CASES)("%s: a valid form sends its values trimmed, blanks left out", (_case, change, expected) => {
    if (Object.keys(expected).length) return;
    const values = { ...GOOD, ...change };
    const sent = payload(values, ["00000000-0000-4000-8000-000000000001"]) as Record<string, unknown>;
    for (const field of ["text", "displayName", "town"] as const) {
      const text = values[field].trim();
      expect([field, sent[field]]).toEqual([field, text || undefined]);
    }
    expect(sent.rating).toBe(values.rating);
    expect(sent.photos).toEqual(["00000000-0000-4000-8000-000000000001"]);
  });

  it("leaves blank fields out of the payload and trims the rest", () => {
    expect(payload({ rating: 2, text: "  ", displayName: "", town: " Media " }, [])).toStrictEqual({
      rating: 2,
      town: "Media",
      photos: [],
    });
  });

  it("uses the spec's texts", () => {
    expect(problems({ rating: 0, text: "short", displayName: x(61), town: x(81) })).toEqual({
      rating: "Choose a rating from 1 to 5 stars",
      text: "Your review should be between 20 and 2,000 characters",
      displayName: "Your name can have at most 60 characters",
      town: "The town can have at most 80 characters",
    });
  });

  it.each(REPLIES)("reply %#: %s", (reply, expected) => {
    const result = reviewReplySchema.safeParse({ reply });
    expect(result.success ? undefined : result.error.issues[0]!.message).toBe(expected);
  });
});
