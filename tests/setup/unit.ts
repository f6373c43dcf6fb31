import "@testing-library/jest-dom";
// Component tests render under the English catalogue (./intl.tsx).
import "./intl";
import { clearResourceCache } from "@/components/api/resource-cache";

// The quote wizard keeps its draft for the tab (lib/quotes/draft-storage.shared.ts): each test starts without one.
afterEach(() => globalThis.sessionStorage?.clear());

// The browser's shared GETs are cached for the tab (components/api/resource-cache.ts): each test starts without them.
afterEach(() => clearResourceCache());
