/**
 * A server value as it arrives in the browser after JSON.stringify: Dates and
 * Prisma Decimals become strings (their toJSON), everything else keeps its shape.
 * Response types are derived from the serializers with it, never written by hand.
 */
export type Jsonified<T> = T extends { toJSON(): infer R }
  ? R
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;
