/**
 * An invoice's lines always add up to its total (docs/product.md §10), whatever the quote's breakdown
 * held and whatever price changes the back office made: a property over random quotes and changes,
 * and the fallback when the breakdown is missing or stale.
 */
import fc from "fast-check";
import { feeInvoiceDraft, jobInvoiceDraft, sum, type QuotedLine } from "@/lib/invoices/lines.shared";

const cents = fc.integer({ min: 0, max: 5_000_000 });
const chargeKind = fc.constantFrom("room", "paint", "minimum", "furniture");
const breakdownLine: fc.Arbitrary<QuotedLine> = fc.record({
  kind: chargeKind,
  label: fc.string({ minLength: 1, maxLength: 30 }),
  cents,
});

describe("jobInvoiceDraft", () => {
  it("adds up to subtotal + tax for any quote, with or without a breakdown that matches", () => {
    fc.assert(
      fc.property(
        fc.array(breakdownLine, { maxLength: 12 }),
        fc.array(fc.record({ label: fc.string({ maxLength: 20 }), cents }), { minLength: 1, maxLength: 12 }),
        cents,
        fc.boolean(),
        fc.option(cents, { nil: undefined }),
        (breakdown, rooms, taxCents, breakdownMatches, otherSubtotal) => {
          const subtotalCents = breakdownMatches ? sum(breakdown) : (otherSubtotal ?? sum(rooms));
          const draft = jobInvoiceDraft({
            subtotalCents,
            taxCents,
            totalCents: subtotalCents + taxCents,
            breakdown: [
              ...breakdown,
              { kind: "subtotal", label: "Subtotal", cents: subtotalCents },
              { kind: "tax", label: "Tax (6%)", cents: taxCents },
              { kind: "total", label: "Total", cents: subtotalCents + taxCents },
            ],
            rooms,
          });
          expect(sum(draft.lines)).toBe(draft.totalCents);
          expect(draft.totalCents).toBe(subtotalCents + taxCents);
          expect(draft.lines.filter((l) => l.kind === "tax").length).toBe(taxCents ? 1 : 0);
          expect(draft.lines.some((l) => ["subtotal", "total"].includes(l.kind))).toBe(false);
        },
      ),
    );
  });

  it("adds up to subtotal + tax + the price changes, a line each after the tax, the tax untouched", () => {
    const priceChange = fc.record({
      reason: fc.string({ minLength: 3, maxLength: 200 }),
      cents: fc.integer({ min: -100_000_000, max: 100_000_000 }).filter((c) => c !== 0),
    });
    fc.assert(
      fc.property(
        fc.array(breakdownLine, { maxLength: 8 }),
        fc.array(fc.record({ label: fc.string({ maxLength: 20 }), cents }), { minLength: 1, maxLength: 8 }),
        cents,
        fc.boolean(),
        fc.array(priceChange, { maxLength: 10 }),
        (breakdown, rooms, taxCents, breakdownMatches, changes) => {
          const subtotalCents = breakdownMatches ? sum(breakdown) : sum(rooms);
          const draft = jobInvoiceDraft({
            subtotalCents,
            taxCents,
            totalCents: subtotalCents + taxCents,
            breakdown: breakdownMatches ? breakdown : null,
            rooms,
            changes,
          });
          expect(sum(draft.lines)).toBe(draft.totalCents);
          expect(draft.totalCents).toBe(subtotalCents + taxCents + sum(changes));
          expect(draft.subtotalCents).toBe(subtotalCents);
          expect(draft.taxCents).toBe(taxCents);
          const adjustments = draft.lines.filter((l) => l.kind === "adjustment");
          expect(adjustments).toEqual(
            changes.map((c) => ({ kind: "adjustment", label: `Price change: ${c.reason}`, cents: c.cents })),
          );
          // The changes come last, in the order they were made.
          expect(draft.lines.slice(draft.lines.length - changes.length)).toEqual(adjustments);
        },
      ),
    );
  });

  it("puts a discount after the tax as a negative line", () => {
    const draft = jobInvoiceDraft({
      subtotalCents: 60_000,
      taxCents: 3_600,
      totalCents: 63_600,
      breakdown: [{ kind: "room", label: "Living Room 1", cents: 60_000 }],
      rooms: [{ label: "Living Room 1", cents: 60_000 }],
      changes: [
        { reason: "Extra closet painted", cents: 12_000 },
        { reason: "Repeat customer", cents: -5_000 },
      ],
    });
    expect(draft.lines).toEqual([
      { kind: "room", label: "Living Room 1", cents: 60_000 },
      { kind: "tax", label: "Sales tax", cents: 3_600 },
      { kind: "adjustment", label: "Price change: Extra closet painted", cents: 12_000 },
      { kind: "adjustment", label: "Price change: Repeat customer", cents: -5_000 },
    ]);
    expect(draft).toMatchObject({ subtotalCents: 60_000, taxCents: 3_600, totalCents: 70_600 });
  });

  it("copies a matching breakdown line for line, the tax under the quote's own label", () => {
    const draft = jobInvoiceDraft({
      subtotalCents: 60_000,
      taxCents: 3_600,
      totalCents: 63_600,
      breakdown: [
        { kind: "room", label: "Living Room 1", cents: 45_000 },
        { kind: "paint", label: "Premium paint", cents: 5_000 },
        { kind: "furniture", label: "Furniture moving", cents: 10_000 },
        { kind: "subtotal", label: "Subtotal", cents: 60_000 },
        { kind: "tax", label: "Tax (6%)", cents: 3_600 },
      ],
      rooms: [{ label: "Living Room 1", cents: 45_000 }],
    });
    expect(draft.lines).toEqual([
      { kind: "room", label: "Living Room 1", cents: 45_000 },
      { kind: "paint", label: "Premium paint", cents: 5_000 },
      { kind: "furniture", label: "Furniture moving", cents: 10_000 },
      { kind: "tax", label: "Tax (6%)", cents: 3_600 },
    ]);
  });

  it("falls back to the rooms and names the rest when there is no breakdown", () => {
    const draft = jobInvoiceDraft({
      subtotalCents: 35_000,
      taxCents: 0,
      totalCents: 35_000,
      breakdown: null,
      rooms: [{ label: "Bedroom 1", cents: 20_000 }],
    });
    expect(draft.lines).toEqual([
      { kind: "room", label: "Bedroom 1", cents: 20_000 },
      { kind: "other", label: "Minimum job size, paint and extras", cents: 15_000 },
    ]);
  });
});

describe("feeInvoiceDraft", () => {
  it("is one untaxed line for the fee", () => {
    expect(feeInvoiceDraft(10_000, "Tuesday, December 1")).toEqual({
      lines: [
        { kind: "fee", label: "Late cancellation fee (appointment of Tuesday, December 1)", cents: 10_000 },
      ],
      subtotalCents: 10_000,
      taxCents: 0,
      totalCents: 10_000,
    });
  });
});
