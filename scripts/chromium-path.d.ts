/** Types of scripts/chromium-path.js. */
export const CHROMIUM_PACKAGE: string;
export function chromiumPath(env?: NodeJS.ProcessEnv): string;
