import "@testing-library/jest-dom";

// The quote wizard keeps its draft for the tab (lib/quotes/draft-storage.ts): each test starts without one.
afterEach(() => globalThis.sessionStorage?.clear());
