/**
 * The quote draft (docs/product.md §3) and the step rules (docs/product.md §5), shared by the wizard
 * and POST /api/quotes. The browser's checks are a convenience; the server
 * parses every request with these same schemas. Cost fields a client sends are
 * accepted and ignored: the server recomputes every price.
 */
import { z } from "@/lib/validations/zod.shared";
import { FINISHES, QUALITIES } from "@/lib/pricing/types.shared";
import { LOCALES } from "@/lib/i18n/locales.shared";

export const PROPERTY_TYPES = ["single-family", "townhouse", "condo"] as const;
export const ROOM_TYPES = [
  "bedroom",
  "living-room",
  "kitchen",
  "bathroom",
  "dining-room",
  "office",
  "hallway",
  "other",
] as const;
export const MAX_PHOTOS_PER_ROOM = 3;
export const MAX_ROOMS_PER_QUOTE = 30;

/** Texts of docs/product.md §8 / §5. */
export const QUOTE_MESSAGES = {
  step1Title: "Required Fields Missing",
  step1Text: "Please fill out all required fields and verify your address is in our service area.",
  step2Title: "Required Information Missing",
  step2Text:
    "Please complete all room dimensions, select surfaces to paint, and specify colors or request color consultation.",
  unverified: "Please verify your address is in our service area before continuing.",
  notServed: "We're not currently serving your area. Please check back as we're expanding!",
  checkFailed: "Failed to check service area. Please try again.",
  createFailed: "Failed to create quote. Please try again.",
  createdTitle: "Quote Generated",
  createdText: "Your quote has been created successfully!",
} as const;

const surfaceOption = z.object({
  quality: z.enum(QUALITIES),
  finish: z.enum(FINISHES),
  colorCode: z.string().trim().max(80).optional().default(""),
  brand: z.string().trim().max(80).optional().default(""),
});

export const roomPaintOptionsSchema = z.object({
  customerSupplies: z.boolean().default(false),
  colorConsultation: z.boolean().default(false),
  walls: surfaceOption.default({ quality: "standard", finish: "eggshell", colorCode: "", brand: "" }),
  ceiling: surfaceOption.default({ quality: "standard", finish: "flat", colorCode: "", brand: "" }),
  trim: surfaceOption.default({ quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" }),
  doors: surfaceOption.default({ quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" }),
  windows: surfaceOption.default({ quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" }),
});

// Stored with 2 decimals: round before pricing so the price matches what is stored.
const round2 = (n: number) => Math.round(n * 100) / 100;
const feet = (max: number) =>
  z.number({ error: "Enter a number" }).finite().positive("Must be above 0").max(max).transform(round2);
const measure = (max: number) =>
  z.number({ error: "Enter a number" }).finite().min(0).max(max).transform(round2);
const count = z.number().int("Must be a whole number").min(0).max(50);

/** Surfaces that need a colour code unless paint is supplied or a consultation is requested (window trim needs none). */
export const COLOR_SURFACES = [
  ["paintWalls", "walls"],
  ["paintCeiling", "ceiling"],
  ["paintTrim", "trim"],
  ["paintDoors", "doors"],
] as const;

export const roomSchema = z
  .object({
    id: z.string().max(64).optional(),
    type: z.enum(ROOM_TYPES),
    name: z.string().trim().max(80).nullish(),
    length: feet(500),
    width: feet(500),
    height: feet(50).default(9),
    paintWalls: z.boolean().default(true),
    paintCeiling: z.boolean().default(false),
    paintTrim: z.boolean().default(false),
    paintDoors: z.boolean().default(false),
    paintWindows: z.boolean().default(false),
    doorCount: count.default(0),
    windowCount: count.default(0),
    windowWidth: measure(30).default(0),
    windowHeight: measure(30).default(0),
    excludedArea: measure(250_000).default(0),
    /** Ids of uploaded room photos (POST /api/uploads/room-photos) */
    photos: z
      .array(z.uuid())
      .max(MAX_PHOTOS_PER_ROOM, `At most ${MAX_PHOTOS_PER_ROOM} photos per room`)
      .default([]),
    paintOptions: roomPaintOptionsSchema.default(roomPaintOptionsSchema.parse({})),
    cost: z.unknown().optional(),
  })
  .superRefine((room, ctx) => {
    if (!room.paintWalls && !room.paintCeiling && !room.paintTrim && !room.paintDoors) {
      ctx.addIssue({
        code: "custom",
        path: ["paintWalls"],
        message: "Select at least one of walls, ceiling, trim or doors",
      });
    }
    const options = room.paintOptions;
    if (options.customerSupplies && options.colorConsultation) {
      ctx.addIssue({
        code: "custom",
        path: ["paintOptions", "colorConsultation"],
        message: "Colour consultation is only available when we supply the paint",
      });
    }
    if (options.customerSupplies || options.colorConsultation) return;
    for (const [flag, surface] of COLOR_SURFACES) {
      if (room[flag] && !options[surface].colorCode) {
        ctx.addIssue({
          code: "custom",
          path: ["paintOptions", surface, "colorCode"],
          message: "Enter a colour code or request a colour consultation",
        });
      }
    }
  });

export const conditionsSchema = z.object({
  primer: z.boolean().default(false),
  furnitureMoving: z.boolean().default(false),
  substantialPrep: z.boolean().default(false),
});

export const quotePaintOptionsSchema = z.object({
  quality: z.enum(QUALITIES).default("standard"),
  finish: z.enum(FINISHES).default("eggshell"),
  customerSupplies: z.boolean().default(false),
});

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

/** Step 1 (without the service-area check, which needs the database). */
export const projectInfoSchema = z.object({
  projectType: z
    .literal("interior", { error: "Only interior projects can be booked for now" })
    .default("interior"),
  address: required("Address", 300).refine((a) => a.length > 5, "Enter the full property address"),
  propertyType: z.enum(PROPERTY_TYPES, { error: "Choose single-family, townhouse or condo" }),
  // docs/product.md §7: the client sends null when the name is empty; the wizard itself requires it.
  customerName: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .transform((name) => name || null),
  email: z.email("Enter a valid email address").max(254),
  phone: required("Phone", 40).refine((p) => {
    const digits = p.replace(/\D/g, "");
    return digits.length >= 10 && digits.length <= 15;
  }, "Enter a valid phone number"),
});

export const quoteDraftSchema = projectInfoSchema.extend({
  rooms: z.array(roomSchema).min(1, "Add at least one room").max(MAX_ROOMS_PER_QUOTE),
  conditions: conditionsSchema.default({ primer: false, furnitureMoving: false, substantialPrep: false }),
  paintOptions: quotePaintOptionsSchema.default({
    quality: "standard",
    finish: "eggshell",
    customerSupplies: false,
  }),
  // Accepted and ignored: the server computes every cost itself.
  totalCost: z.unknown().optional(),
  finalCost: z.unknown().optional(),
});

/** The error for a language other than the site's: the API's own answer, never shown in a form. */
export const LANGUAGE_MESSAGE = 'Language must be "en" or "es"';

/**
 * POST /api/quotes: the draft and the language the customer asked for the price in (the wizard of
 * /es sends "es"); the booking and every e-mail about it follow it. Older clients send none: English.
 */
export const quoteRequestSchema = quoteDraftSchema.extend({
  language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }).default("en"),
});

export type RoomDraft = z.infer<typeof roomSchema>;
export type RoomDraftInput = z.input<typeof roomSchema>;
export type QuoteDraft = z.infer<typeof quoteDraftSchema>;
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;

export const checkServiceAreaSchema = z.object({
  address: z.string().trim().min(1, "Address is required").max(300),
});
