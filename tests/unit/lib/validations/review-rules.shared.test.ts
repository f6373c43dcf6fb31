import { reviewReplySchema, reviewSubmitSchema } from "@/lib/validations/review.shared";
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  replyProblem,
  reviewPayload,
  reviewProblems,
  type ReviewField,
  type ReviewValues,
} from "@/lib/validations/review-rules.shared";

const FIELDS: ReviewField[] = ["rating", "text", "displayName", "town"];

/** Each field's first message from the server's schema, as the form shows them. */
function serverProblems(values: ReviewValues) {
  const result = reviewSubmitSchema.safeParse({ ...values, photos: [] });
  const problems: Partial<Record<ReviewField, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ReviewField;
      problems[field] ??= issue.message;
    }
  return { result, problems };
}

const GOOD: ReviewValues = {
  rating: 4,
  text: "Marco was careful, tidy and finished a day early.",
  displayName: "Emily",
  town: "Media",
};

const x = (n: number) => "x".repeat(n);

const CASES: [string, Partial<ReviewValues>][] = [
  ["all good", {}],
  ["blank optional fields", { text: "", displayName: "", town: "" }],
  ["whitespace-only optional fields", { text: "   ", displayName: " \t ", town: "\n" }],
  ["no rating yet", { rating: 0 }],
  ["rating 1", { rating: 1 }],
  ["rating 5", { rating: 5 }],
  ["rating 6", { rating: 6 }],
  ["rating -1", { rating: -1 }],
  ["rating 2.5", { rating: 2.5 }],
  ["rating NaN", { rating: Number.NaN }],
  ["text of 19", { text: x(19) }],
  ["text of 20", { text: x(20) }],
  ["text of 19 padded to 23", { text: `  ${x(19)}  ` }],
  ["text of 20 padded", { text: `\n${x(20)}\n` }],
  ["text of 2,000", { text: x(REVIEW_LIMITS.textMax) }],
  ["text of 2,001", { text: x(REVIEW_LIMITS.textMax + 1) }],
  ["text of 2,000 padded", { text: ` ${x(REVIEW_LIMITS.textMax)} ` }],
  // zod counts code points: an emoji is one character, though two UTF-16 units.
  ["text of 10 emoji", { text: "🎨".repeat(10) }],
  ["text of 19 emoji", { text: "🎨".repeat(19) }],
  ["text of 20 emoji", { text: "🎨".repeat(20) }],
  ["text of 1,500 emoji", { text: "🎨".repeat(1500) }],
  ["text of 2,001 emoji", { text: "🎨".repeat(2001) }],
  ["text with a lone surrogate", { text: `${x(18)}\ud83c` }],
  ["text with combining accents", { text: "e\u0301".repeat(10) }],
  ["name of 60 emoji", { displayName: "🖌".repeat(60) }],
  ["name of 61 emoji", { displayName: "🖌".repeat(61) }],
  ["name of 60", { displayName: x(60) }],
  ["name of 61", { displayName: x(61) }],
  ["name of 60 padded", { displayName: `  ${x(60)}  ` }],
  ["town of 80", { town: x(80) }],
  ["town of 81", { town: x(81) }],
  ["everything wrong", { rating: 0, text: "short", displayName: x(61), town: x(81) }],
];

describe("review rules: the browser's check agrees with the API's schema", () => {
  it.each(CASES)("%s: same verdict per field, same texts", (_case, change) => {
    const values = { ...GOOD, ...change };
    const { result, problems } = serverProblems(values);
    const browser = reviewProblems(values);
    for (const field of FIELDS) expect([field, browser[field]]).toEqual([field, problems[field]]);
    expect(Object.keys(browser).length === 0).toBe(result.success);
  });

  it.each(CASES)("%s: the payload sent is what the schema makes of it", (_case, change) => {
    const values = { ...GOOD, ...change };
    const { result } = serverProblems(values);
    if (!result.success) return;
    const photos = ["00000000-0000-4000-8000-000000000001"];
    expect(reviewPayload(values, photos)).toStrictEqual(
      // zod keeps blank optional fields as undefined keys; JSON leaves them out, and so does the form.
      JSON.parse(JSON.stringify(reviewSubmitSchema.parse({ ...values, photos }))),
    );
  });

  it("leaves blank fields out of the payload and trims the rest", () => {
    expect(reviewPayload({ rating: 2, text: "  ", displayName: "", town: " Media " }, [])).toStrictEqual({
      rating: 2,
      town: "Media",
      photos: [],
    });
  });

  it("uses the spec's texts", () => {
    expect(reviewProblems({ rating: 0, text: "short", displayName: x(61), town: x(81) })).toEqual({
      rating: "Choose a rating from 1 to 5 stars",
      text: "Your review should be between 20 and 2,000 characters",
      displayName: "Your name can have at most 60 characters",
      town: "The town can have at most 80 characters",
    });
  });

  it.each(["", " ", "x", ` ${x(500)} `, x(501), "🙏".repeat(500), "🙏".repeat(501), "Thank you, Emily!"])(
    "reply %#: same verdict, same text",
    (reply) => {
      const server = reviewReplySchema.safeParse({ reply });
      expect(replyProblem(reply) === undefined).toBe(server.success);
      if (!server.success) expect(replyProblem(reply)).toBe(server.error.issues[0]!.message);
      if (!server.success) expect(replyProblem(reply)).toBe(REVIEW_MESSAGES.replyLength);
    },
  );
});
