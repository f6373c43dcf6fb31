/**
 * A quote's job specifications (rooms, conditions, paint options) as the APIs
 * send them, read by the wizard, the contractor dashboard and the admin job
 * details: the shapes as types (read defensively, never to reject old data). Decoding the JSON
 * text of older rows is lib/quotes/decode-specification.shared.ts.
 */
import { z } from "zod";

/** Loose on purpose: these shapes type what is read defensively, they do not reject old data. */
const dimension = z.union([z.number(), z.string()]).nullish();

export const surfaceOptionSchema = z
  .object({ quality: z.string(), finish: z.string(), colorCode: z.string(), brand: z.string() })
  .partial();

export const roomPaintOptionsSchema = z
  .object({
    customerSupplies: z.boolean(),
    colorConsultation: z.boolean(),
    walls: surfaceOptionSchema,
    ceiling: surfaceOptionSchema,
    trim: surfaceOptionSchema,
    doors: surfaceOptionSchema,
    windows: surfaceOptionSchema,
  })
  .partial();

export const roomPhotoSchema = z.object({ id: z.string(), name: z.string().nullish(), url: z.string() });

export const jobRoomSchema = z
  .object({
    id: z.string(),
    type: z.string().nullish(),
    name: z.string().nullish(),
    length: dimension,
    width: dimension,
    height: dimension,
    paintWalls: z.boolean(),
    paintCeiling: z.boolean(),
    paintTrim: z.boolean(),
    paintDoors: z.boolean(),
    paintWindows: z.boolean(),
    doorCount: z.number().nullish(),
    windowCount: z.number().nullish(),
    windowWidth: dimension,
    windowHeight: dimension,
    excludedArea: dimension,
    paintOptions: z.union([roomPaintOptionsSchema, z.string()]).nullish(),
    photos: z.array(roomPhotoSchema).nullish(),
    cost: dimension,
  })
  .partial();

export const quoteConditionsSchema = z
  .object({ primer: z.boolean(), furnitureMoving: z.boolean(), substantialPrep: z.boolean() })
  .partial();

export const quotePaintOptionsSchema = z
  .object({ quality: z.string(), finish: z.string(), customerSupplies: z.boolean() })
  .partial();

export type SurfaceOption = z.infer<typeof surfaceOptionSchema>;
export type RoomPaintOptions = z.infer<typeof roomPaintOptionsSchema>;
export type RoomPhoto = z.infer<typeof roomPhotoSchema>;
export type JobRoom = z.infer<typeof jobRoomSchema>;
export type QuoteConditions = z.infer<typeof quoteConditionsSchema>;
export type QuotePaintOptions = z.infer<typeof quotePaintOptionsSchema>;
