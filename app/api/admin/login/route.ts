import { NextResponse } from "next/server";
import { loginAdmin } from "@/lib/admin/auth";
import { sessionCookie } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (request) => {
  const { token, deviceCookie } = await loginAdmin(db, await readJson(request), request);
  const response = NextResponse.json({ success: true, token });
  response.cookies.set(sessionCookie(token));
  response.cookies.set(deviceCookie);
  return response;
});
