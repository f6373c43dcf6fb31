import { handlers } from "@/auth";
import { BODY_CAPS } from "@/lib/http/body-caps";
import { withBodyAtMost } from "@/lib/http/route";
import { withAuthPagesPolicy } from "@/lib/security/auth-pages-policy";

export const GET = withAuthPagesPolicy(handlers.GET);
export const POST = withAuthPagesPolicy(withBodyAtMost(BODY_CAPS.authForm, handlers.POST));
