export * from "./config";
export * from "./types";
export * from "./money";
export * from "./measure";
export * from "./calculate";
export { DEFAULT_PRICING_ITEMS, ROOM_DEFAULTS } from "./defaults";
export * from "./quote";
