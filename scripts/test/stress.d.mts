/** Types of scripts/test/stress.mjs, which stays plain JavaScript: npm test runs it before any install. */
export function testCaches(outputDir: string, e2eDistDir: string): string[];
export function emptyCaches(folders: string[]): void;
export function startCpuHog(): () => void;
