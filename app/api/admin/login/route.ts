import { loginAdmin } from "@/lib/admin/auth";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (request) =>
  signedInResponse(request, { success: true }, await loginAdmin(db, await readJson(request), request)),
);
