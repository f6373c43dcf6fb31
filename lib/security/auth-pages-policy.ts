import "server-only";

/**
 * Auth.js's own HTML pages under /api/auth (its error page, its sign-out confirmation) are outside
 * the proxy, which gives every page of ours its policy. They run no script of ours and need only
 * their inline styles: nothing else may load, and no other site may frame them.
 */
export const AUTH_PAGES_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Adds AUTH_PAGES_POLICY to the HTML answers of an Auth.js handler. */
export function withAuthPagesPolicy<R extends Request>(
  handler: (request: R) => Promise<Response>,
): (request: R) => Promise<Response> {
  return async (request) => {
    const response = await handler(request);
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
    const withPolicy = new Response(response.body, response);
    withPolicy.headers.set("Content-Security-Policy", AUTH_PAGES_POLICY);
    return withPolicy;
  };
}
