/** The list's GET requests, in order (contractors-tab.test.tsx and its paging aspect). */
export const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === "GET" && /^\/api\/admin\/contractors(\?|$)/.test(c.url)).map((c) => c.url);
