import { handlers } from "@/auth";
import { withBodyAtMost } from "@/lib/http/body-cap";
import { withAuthPagesPolicy } from "@/lib/security/auth-pages-policy";

/** Auth.js's forms (a CSRF token, a callback address, an e-mail and a password) fit many times over. */
const AUTH_FORM_BYTES = 16 * 1024;

export const GET = withAuthPagesPolicy(handlers.GET);
export const POST = withAuthPagesPolicy(withBodyAtMost(AUTH_FORM_BYTES, handlers.POST));
