export * from "./structured-data";
export * from "./metadata";
