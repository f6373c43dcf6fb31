import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ADMIN_LOGIN_PATH } from "@/components/admin/paths";
import { currentSession } from "@/lib/auth/server-session";

/**
 * Every back-office page checks the session itself: the proxy's redirect is only a convenience,
 * and a layout is not rendered again when the browser moves between its pages. Cached per request,
 * so the layout and the page of one request look the session up once.
 */
export const requireAdmin = cache(async (): Promise<void> => {
  const session = await currentSession();
  if (session?.role !== "admin") redirect(ADMIN_LOGIN_PATH);
});
