export * from "./structured-data";
