export * from "./config.shared";
export * from "./types.shared";
export * from "./money.shared";
export * from "./measure.shared";
export * from "./calculate.shared";
export { DEFAULT_PRICING_ITEMS, ROOM_DEFAULTS } from "./defaults.shared";
export * from "./quote.shared";
