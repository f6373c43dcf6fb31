import { GET as adminAnalytics } from "@/app/api/admin/analytics/route";
import { PUT as adminUpdateBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { POST as cleanupManual } from "@/app/api/admin/cleanup/manual/route";
import { GET as cleanupStatsRoute } from "@/app/api/admin/cleanup/stats/route";
import { GET as getContractorAdmin, PATCH as patchContractor } from "@/app/api/admin/contractors/[id]/route";
import { POST as resetPassword } from "@/app/api/admin/contractors/[id]/reset-password/route";
import { PUT as setPriority } from "@/app/api/admin/contractors/[id]/service-areas/[areaId]/priority/route";
import {
  GET as getContractorAreas,
  POST as setContractorAreas,
} from "@/app/api/admin/contractors/[id]/service-areas/route";
import { PUT as setStatus } from "@/app/api/admin/contractors/[id]/status/route";
import { POST as invite } from "@/app/api/admin/contractors/invite/route";
import { GET as adminContractors } from "@/app/api/admin/contractors/route";
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as adminLogout } from "@/app/api/admin/logout/route";
import { GET as pricingConfig } from "@/app/api/admin/pricing/config/route";
import { POST as pricingUpdate } from "@/app/api/admin/pricing/update/route";
import { DELETE as deleteArea, PUT as updateArea } from "@/app/api/admin/service-areas/[id]/route";
import { GET as listAreas, POST as createArea } from "@/app/api/admin/service-areas/route";
import { GET as getW9 } from "@/app/api/admin/w9/[filename]/route";
import { GET as freeSlots } from "@/app/api/contractor-availability/[date]/route";
import { GET as freeDates } from "@/app/api/contractor-availability-overview/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor } from "../helpers/fixtures";
import { BASE, jsonRequest, params } from "../helpers/http";
import { freezeDateOnly } from "../helpers/freeze-date";
import { signInAdminForFile } from "../helpers/admin-session";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const ID = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
const { get, send } = signInAdminForFile();

describe("admin login", () => {
  // Counted limits: every attempt in one window, whenever the run starts.
  freezeDateOnly();

  it("refuses a wrong password with 401 and throttles repeated failures (429)", async () => {
    const attempt = () =>
      adminLogin(
        jsonRequest("/api/admin/login", { username: "admin", password: "guess" }, "POST", {
          "x-forwarded-for": "10.66.0.1",
        }),
        params({}),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    // Another address is not locked out.
    expect(
      (
        await adminLogin(
          jsonRequest(
            "/api/admin/login",
            { username: "admin", password: process.env.ADMIN_PASSWORD },
            "POST",
            { "x-forwarded-for": "10.66.0.2" },
          ),
          params({}),
        )
      ).status,
    ).toBe(200);
  });
});

describe("authorisation of every admin route", () => {
  const calls: [string, (headers: Record<string, string>) => Promise<Response>][] = [
    ["GET contractors", (h) => adminContractors(get("/api/admin/contractors", h), params({}))],
    ["GET contractor", (h) => getContractorAdmin(get(`/api/admin/contractors/${ID}`, h), params({ id: ID }))],
    [
      "PATCH contractor",
      (h) =>
        patchContractor(
          send(`/api/admin/contractors/${ID}`, { sqFtPerDay: 600 }, "PATCH", h),
          params({ id: ID }),
        ),
    ],
    [
      "PUT status",
      (h) =>
        setStatus(
          send(`/api/admin/contractors/${ID}/status`, { isActive: false }, "PUT", h),
          params({ id: ID }),
        ),
    ],
    [
      "POST reset",
      (h) =>
        resetPassword(send(`/api/admin/contractors/${ID}/reset-password`, {}, "POST", h), params({ id: ID })),
    ],
    [
      "GET areas of",
      (h) => getContractorAreas(get(`/api/admin/contractors/${ID}/service-areas`, h), params({ id: ID })),
    ],
    [
      "POST areas of",
      (h) =>
        setContractorAreas(
          send(`/api/admin/contractors/${ID}/service-areas`, { serviceAreaIds: [] }, "POST", h),
          params({ id: ID }),
        ),
    ],
    [
      "PUT priority",
      (h) =>
        setPriority(
          send(`/api/admin/contractors/${ID}/service-areas/${ID}/priority`, { priority: 2 }, "PUT", h),
          params({ id: ID, areaId: ID }),
        ),
    ],
    [
      "POST invite",
      (h) => invite(send("/api/admin/contractors/invite", { email: "x@example.com" }, "POST", h), params({})),
    ],
    ["GET service areas", (h) => listAreas(get("/api/admin/service-areas", h), params({}))],
    [
      "POST service area",
      (h) => createArea(send("/api/admin/service-areas", { name: "X" }, "POST", h), params({})),
    ],
    [
      "PUT service area",
      (h) =>
        updateArea(send(`/api/admin/service-areas/${ID}`, { isActive: true }, "PUT", h), params({ id: ID })),
    ],
    [
      "DELETE service area",
      (h) =>
        deleteArea(
          new Request(`${BASE}/api/admin/service-areas/${ID}`, { method: "DELETE", headers: h }),
          params({ id: ID }),
        ),
    ],
    ["GET bookings", (h) => adminBookings(get("/api/admin/bookings", h), params({}))],
    [
      "PUT booking",
      (h) =>
        adminUpdateBooking(
          send(`/api/admin/bookings/${ID}`, { status: "confirmed" }, "PUT", h),
          params({ bookingId: ID }),
        ),
    ],
    ["GET pricing", (h) => pricingConfig(get("/api/admin/pricing/config", h), params({}))],
    [
      "POST pricing",
      (h) => pricingUpdate(send("/api/admin/pricing/update", { updates: [] }, "POST", h), params({})),
    ],
    ["GET cleanup stats", (h) => cleanupStatsRoute(get("/api/admin/cleanup/stats", h), params({}))],
    ["POST cleanup", (h) => cleanupManual(send("/api/admin/cleanup/manual", {}, "POST", h), params({}))],
    ["GET analytics", (h) => adminAnalytics(get("/api/admin/analytics", h), params({}))],
    ["GET w9", (h) => getW9(get(`/api/admin/w9/${ID}`, h), params({ filename: ID }))],
    ["POST logout", (h) => adminLogout(send("/api/admin/logout", {}, "POST", h), params({}))],
    [
      "GET free dates",
      (h) => freeDates(get(`/api/contractor-availability-overview?contractorId=${ID}`, h), params({})),
    ],
    [
      "GET free slots",
      (h) =>
        freeSlots(
          get(`/api/contractor-availability/${day(2)}?contractorId=${ID}`, h),
          params({ date: day(2) }),
        ),
    ],
  ];

  it.each(calls)("%s: 401 without a session, 403 with a contractor session", async (_name, call) => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: c.id },
      data: { passwordHash: await hashPassword("secret12") },
    });
    const contractorToken = (
      await (
        await contractorLogin(
          jsonRequest("/api/contractor/login", { email: c.email, password: "secret12" }),
          params({}),
        )
      ).json()
    ).token;
    expect((await call({})).status).toBe(401);
    expect((await call({ "x-middleware-subrequest": "middleware:middleware:middleware" })).status).toBe(401);
    expect((await call({ authorization: `Bearer ${contractorToken}` })).status).toBe(403);
  });
});
