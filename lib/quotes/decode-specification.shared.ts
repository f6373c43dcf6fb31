/**
 * Older rows and clients sent each part of a quote's specification (rooms, conditions, paint
 * options) as JSON text: every reader decodes through here first. Without zod, so the painter's
 * dashboard and the back office read specifications without it in their bundles.
 */
export type Decoded = { ok: true; value: unknown } | { ok: false; error: Error };

/** JSON text is parsed; anything else passes as it is. */
export function decodeSpecification(value: unknown): Decoded {
  if (typeof value !== "string") return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error("Not valid JSON") };
  }
}
