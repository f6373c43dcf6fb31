import { z } from "zod";

// In the browser zod would probe `new Function` to compile fast parsers; the
// Content-Security-Policy forbids eval, and Chromium reports even the caught
// attempt as a violation. Must run before any schema is defined, so every
// schema module imports `z` from here. Servers keep the faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
