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
import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as freeSlots } from "@/app/api/contractor-availability/[date]/route";
import { GET as freeDates } from "@/app/api/contractor-availability-overview/route";
import { GET as getJobs } from "@/app/api/contractor/jobs/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { POST as changePassword } from "@/app/api/contractor/password/route";
import { GET as getProfile } from "@/app/api/contractor/profile/route";
import { POST as register } from "@/app/api/contractor/register/route";
import { POST as setPassword } from "@/app/api/contractor/set-password/route";
import { PASSWORD_CHANGE_REQUIRED } from "@/lib/auth/guard";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_CHANGED } from "@/lib/contractors/change-password";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { MATCHING_BLOCKERS } from "@/lib/scheduling/matching";
import { COUNTY_ZIP_CODES } from "@/lib/zips/index.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params, PDF_BYTES } from "../helpers/http";
import { freezeDateOnly } from "../helpers/freeze-date";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const ID = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
let adminToken = "";
const admin = (): Record<string, string> => ({ authorization: `Bearer ${adminToken}` });
const get = (path: string, headers = admin()) => new Request(`${BASE}${path}`, { headers });
const send = (path: string, body: unknown, method = "POST", headers: Record<string, string> = admin()) =>
  jsonRequest(path, body, method, headers);

beforeAll(async () => {
  await runSeed(db, { demo: false });
  const response = await adminLogin(
    jsonRequest("/api/admin/login", { username: "admin", password: process.env.ADMIN_PASSWORD }),
    params({}),
  );
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  adminToken = body.token;
});

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

describe("pricing", () => {
  it("applies an update to the next quote's total, and refuses bad updates whole", async () => {
    const before = await createTestQuote({ wallSqFt: 800 });
    const bad = await pricingUpdate(
      send("/api/admin/pricing/update", {
        updates: [
          { name: "wallCostPerSqFt", value: 9 },
          { name: "nonsense", value: 1 },
        ],
      }),
      params({}),
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await pricingUpdate(
          send("/api/admin/pricing/update", { updates: [{ name: "wallCostPerSqFt", value: -1 }] }),
          params({}),
        )
      ).status,
    ).toBe(400);
    expect((await createTestQuote({ wallSqFt: 800 })).totalCost).toBe(before.totalCost);

    const ok = await pricingUpdate(
      send("/api/admin/pricing/update", { updates: [{ name: "wallCostPerSqFt", value: 3 }] }),
      params({}),
    );
    expect(ok.status).toBe(200);
    const after = await createTestQuote({ wallSqFt: 800 });
    expect(after.totalCost).toBeGreaterThan(before.totalCost);
    const items = await (await pricingConfig(get("/api/admin/pricing/config"), params({}))).json();
    expect(items.find((i: { name: string }) => i.name === "wallCostPerSqFt")).toMatchObject({
      value: 3,
      category: "surfaces",
    });
    expect(
      await db.auditLog.count({ where: { action: "pricing.update", entityId: "wallCostPerSqFt" } }),
    ).toBe(1);
    await pricingUpdate(
      send("/api/admin/pricing/update", { updates: [{ name: "wallCostPerSqFt", value: 1.85 }] }),
      params({}),
    );
  });
});

describe("service areas", () => {
  it("fills a county area with the county's zips and splits comma lists", async () => {
    const county = await createArea(
      send("/api/admin/service-areas", {
        name: "Bucks County",
        type: "county",
        counties: "Bucks, ",
        zipCodes: "",
      }),
      params({}),
    );
    expect(county.status).toBe(201);
    const area = await county.json();
    expect(area.counties).toEqual(["Bucks"]);
    expect(area.zipCodes).toEqual([...COUNTY_ZIP_CODES.Bucks].sort());
    const zips = await (
      await createArea(
        send("/api/admin/service-areas", {
          name: "Center City",
          type: "zipcode",
          zipCodes: "19103, 19102,, 19103 ",
        }),
        params({}),
      )
    ).json();
    expect(zips.zipCodes).toEqual(["19102", "19103"]);
    expect(
      (
        await createArea(
          send("/api/admin/service-areas", { name: "", type: "zipcode", zipCodes: "19103" }),
          params({}),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await createArea(
          send("/api/admin/service-areas", { name: "Bad", type: "zipcode", zipCodes: "1910" }),
          params({}),
        )
      ).status,
    ).toBe(400);
  });

  it("keeps the type, deactivates, lists inactive only on request, reactivates and deletes", async () => {
    const area = await (
      await createArea(
        send("/api/admin/service-areas", { name: "Temp", type: "zipcode", zipCodes: "19147" }),
        params({}),
      )
    ).json();
    expect(
      (
        await updateArea(
          send(`/api/admin/service-areas/${area.id}`, { type: "county" }, "PUT"),
          params({ id: area.id }),
        )
      ).status,
    ).toBe(400);
    await updateArea(
      send(`/api/admin/service-areas/${area.id}`, { isActive: false }, "PUT"),
      params({ id: area.id }),
    );
    const active = await (await listAreas(get("/api/admin/service-areas"), params({}))).json();
    expect(active.some((a: { id: string }) => a.id === area.id)).toBe(false);
    const all = await (await listAreas(get("/api/admin/service-areas?showInactive=true"), params({}))).json();
    expect(all.some((a: { id: string }) => a.id === area.id)).toBe(true);
    expect(
      (
        await updateArea(
          send(`/api/admin/service-areas/${area.id}`, { isActive: true }, "PUT"),
          params({ id: area.id }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await deleteArea(
          new Request(`${BASE}/api/admin/service-areas/${area.id}`, { method: "DELETE", headers: admin() }),
          params({ id: area.id }),
        )
      ).status,
    ).toBe(200);
    expect(await db.serviceArea.count({ where: { id: area.id } })).toBe(0);
    expect(
      (
        await deleteArea(
          new Request(`${BASE}/api/admin/service-areas/${ID}`, { method: "DELETE", headers: admin() }),
          params({ id: ID }),
        )
      ).status,
    ).toBe(404);
  });

  it("refuses to delete an area that still carries upcoming jobs (409)", async () => {
    const area = await (
      await createArea(
        send("/api/admin/service-areas", { name: "Spruce", type: "zipcode", zipCodes: "19103" }),
        params({}),
      )
    ).json();
    const date = day(14);
    const painter = await createContractor({ areas: [], availability: { [date]: ["morning"] } });
    await db.contractorServiceArea.create({
      data: { contractorId: painter.id, serviceAreaId: area.id, priority: 1 },
    });
    const quote = await createTestQuote();
    expect(
      (
        await postBooking(
          jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }),
          params({}),
        )
      ).status,
    ).toBe(201);
    const response = await deleteArea(
      new Request(`${BASE}/api/admin/service-areas/${area.id}`, { method: "DELETE", headers: admin() }),
      params({ id: area.id }),
    );
    expect(response.status).toBe(409);
  });
});

describe("contractors", () => {
  it("verifies, sets productivity, assigns areas with priority, and serves the W9 to the admin only", async () => {
    const form = new FormData();
    const email = `w9.${crypto.randomUUID()}@example.com`;
    for (const [k, v] of Object.entries({
      firstName: "Wanda",
      lastName: "Nine",
      email,
      password: "secret12",
      phone: "2155550123",
      experienceYears: "3",
    }))
      form.set(k, v);
    form.set("w9Document", new File([PDF_BYTES], "w9-wanda.pdf", { type: "application/pdf" }));
    expect(
      (
        await register(
          new Request(`${BASE}/api/contractor/register`, { method: "POST", body: form }),
          params({}),
        )
      ).status,
    ).toBe(201);
    const { id } = await db.contractor.findUniqueOrThrow({ where: { email } });

    const page = await (
      await adminContractors(get(`/api/admin/contractors?q=${encodeURIComponent(email)}`), params({}))
    ).json();
    expect(page.nextCursor).toBeNull();
    const listed = page.contractors.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({
      isVerified: false,
      sqFtPerDay: 500,
      totalJobs: 0,
      w9Document: `/api/admin/w9/${id}`,
    });

    const w9 = await getW9(get(`/api/admin/w9/${id}`), params({ filename: id }));
    expect(w9.status).toBe(200);
    expect(w9.headers.get("content-type")).toBe("application/pdf");
    expect(w9.headers.get("content-disposition")).toBe('attachment; filename="w9-wanda.pdf"');
    expect(w9.headers.get("content-security-policy")).toBe("sandbox");
    expect(Buffer.from(await w9.arrayBuffer()).equals(PDF_BYTES)).toBe(true);

    expect(
      (
        await patchContractor(
          send(`/api/admin/contractors/${id}`, { isVerified: true, sqFtPerDay: 650 }, "PATCH"),
          params({ id }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await patchContractor(
          send(`/api/admin/contractors/${id}`, { sqFtPerDay: 2100 }, "PATCH"),
          params({ id }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await patchContractor(
          send(`/api/admin/contractors/${id}`, { sqFtPerDay: 125 }, "PATCH"),
          params({ id }),
        )
      ).status,
    ).toBe(400);

    const areas = await (
      await getContractorAreas(get(`/api/admin/contractors/${id}/service-areas`), params({ id }))
    ).json();
    const philly = areas.find((a: { name: string }) => a.name === "Philadelphia County");
    expect(philly).toMatchObject({ assigned: false, priority: null });
    await setContractorAreas(
      send(`/api/admin/contractors/${id}/service-areas`, { serviceAreaIds: [philly.id] }),
      params({ id }),
    );
    expect(
      (
        await setPriority(
          send(`/api/admin/contractors/${id}/service-areas/${philly.id}/priority`, { priority: 3 }, "PUT"),
          params({ id, areaId: philly.id }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await setPriority(
          send(`/api/admin/contractors/${id}/service-areas/${philly.id}/priority`, { priority: 6 }, "PUT"),
          params({ id, areaId: philly.id }),
        )
      ).status,
    ).toBe(400);
    const stored = await db.contractor.findUniqueOrThrow({ where: { id }, include: { serviceAreas: true } });
    expect(stored).toMatchObject({ isVerified: true, sqFtPerDay: 650 });
    expect(stored.serviceAreas.map((a) => [a.serviceAreaId, a.priority])).toEqual([[philly.id, 3]]);
    expect(await db.auditLog.count({ where: { entityId: id } })).toBeGreaterThanOrEqual(2);
  });

  it("a self-registered painter gets no job until verified, the admin is told why, and verifying matches them at once", async () => {
    const form = new FormData();
    const email = `unvetted.${crypto.randomUUID()}@example.com`;
    for (const [k, v] of Object.entries({
      firstName: "Una",
      lastName: "Vetted",
      email,
      password: "secret12",
      phone: "2155550124",
      experienceYears: "3",
    }))
      form.set(k, v);
    form.set("w9Document", new File([PDF_BYTES], "w9-una.pdf", { type: "application/pdf" }));
    expect(
      (
        await register(
          new Request(`${BASE}/api/contractor/register`, { method: "POST", body: form }),
          params({}),
        )
      ).status,
    ).toBe(201);
    const { id } = await db.contractor.findUniqueOrThrow({ where: { email } });
    const details = async () =>
      (await (await getContractorAdmin(get(`/api/admin/contractors/${id}`), params({ id }))).json()) as {
        matchingBlockers: string[];
      };
    expect((await details()).matchingBlockers).toEqual([
      MATCHING_BLOCKERS.notVerified,
      MATCHING_BLOCKERS.noArea,
      MATCHING_BLOCKERS.noAvailability,
    ]);

    // An area and a free day: still nothing while unverified, whoever else is free (nobody here).
    const chester = (
      await (
        await getContractorAreas(get(`/api/admin/contractors/${id}/service-areas`), params({ id }))
      ).json()
    ).find((a: { name: string }) => a.name === "Chester County");
    await setContractorAreas(
      send(`/api/admin/contractors/${id}/service-areas`, { serviceAreaIds: [chester.id] }),
      params({ id }),
    );
    const date = addDays(todayInNewYork(), 57);
    await db.contractorAvailability.create({
      data: { contractorId: id, date: toDbDate(date), timeSlots: ["evening"] },
    });
    expect((await details()).matchingBlockers).toEqual([MATCHING_BLOCKERS.notVerified]);
    const quote = await createTestQuote({ address: "10 E Gay St, West Chester, PA 19380" });
    const bookEvening = () =>
      postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "evening" }),
        params({}),
      );
    expect((await bookEvening()).status).toBe(409);

    expect(
      (
        await patchContractor(
          send(`/api/admin/contractors/${id}`, { isVerified: true }, "PATCH"),
          params({ id }),
        )
      ).status,
    ).toBe(200);
    expect((await details()).matchingBlockers).toEqual([]);
    const booked = await bookEvening();
    expect(booked.status).toBe(201);
    expect(await db.jobAssignment.count({ where: { contractorId: id } })).toBe(1);
  });

  it("invites a contractor with a one-time set-password link", async () => {
    const email = `invitee.${crypto.randomUUID()}@example.com`;
    const response = await invite(
      send("/api/admin/contractors/invite", {
        email,
        firstName: "Ivy",
        lastName: "Vite",
        phone: "215-555-0142",
        businessName: "",
        serviceAreaIds: [],
      }),
      params({}),
    );
    expect(response.status).toBe(201);
    expect(
      (
        await invite(
          send("/api/admin/contractors/invite", {
            email,
            firstName: "Ivy",
            lastName: "Vite",
            phone: "215-555-0142",
          }),
          params({}),
        )
      ).status,
    ).toBe(409);
    const mail = await db.emailMessage.findFirstOrThrow({
      where: { to: email, template: "contractor-invite" },
    });
    const token = /\/contractor\/set-password\/([\w.-]+)/.exec(mail.text)![1]!;
    expect(
      (
        await setPassword(
          jsonRequest("/api/contractor/set-password", { token, password: "newpass1" }),
          params({}),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await contractorLogin(
          jsonRequest("/api/contractor/login", { email, password: "newpass1" }),
          params({}),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await setPassword(
          jsonRequest("/api/contractor/set-password", { token, password: "another1" }),
          params({}),
        )
      ).status,
    ).toBe(400);
  });

  it("after a reset the painter must choose a new password before anything else", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    const reset = await (
      await resetPassword(send(`/api/admin/contractors/${c.id}/reset-password`, {}), params({ id: c.id }))
    ).json();
    const signIn = await contractorLogin(
      jsonRequest("/api/contractor/login", { email: c.email, password: reset.temporaryPassword }, "POST", {
        "x-forwarded-for": "10.78.0.1",
      }),
      params({}),
    );
    const { token } = await signIn.json();
    const bearer = { authorization: `Bearer ${token}` };

    const blocked = await getProfile(
      new Request(`${BASE}/api/contractor/profile`, { headers: bearer }),
      params({}),
    );
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      error: PASSWORD_CHANGE_REQUIRED,
      details: { mustChangePassword: true },
    });
    const jobs = await getJobs(new Request(`${BASE}/api/contractor/jobs`, { headers: bearer }), params({}));
    expect(jobs.status).toBe(403);

    const change = (body: unknown) =>
      changePassword(
        jsonRequest("/api/contractor/password", body, "POST", { ...bearer, "x-forwarded-for": "10.78.0.2" }),
        params({}),
      );
    expect((await change({ currentPassword: "wrong-one", newPassword: "fresh-paint-1" })).status).toBe(401);
    expect((await change({ currentPassword: reset.temporaryPassword, newPassword: "short" })).status).toBe(
      400,
    );
    const changed = await change({ currentPassword: reset.temporaryPassword, newPassword: "fresh-paint-1" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: PASSWORD_CHANGED });

    // The same session goes on; the temporary password no longer works, the new one does.
    expect(
      (await getProfile(new Request(`${BASE}/api/contractor/profile`, { headers: bearer }), params({})))
        .status,
    ).toBe(200);
    const again = (password: string) =>
      contractorLogin(
        jsonRequest("/api/contractor/login", { email: c.email, password }, "POST", {
          "x-forwarded-for": "10.78.0.3",
        }),
        params({}),
      );
    expect((await again(reset.temporaryPassword)).status).toBe(401);
    expect((await again("fresh-paint-1")).status).toBe(200);
  });

  it("deactivates (ending sessions) and resets a password shown once", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: c.id },
      data: { passwordHash: await hashPassword("secret12") },
    });
    const login = () =>
      contractorLogin(
        jsonRequest("/api/contractor/login", { email: c.email, password: "secret12" }, "POST", {
          "x-forwarded-for": "10.77.0.1",
        }),
        params({}),
      );
    expect((await login()).status).toBe(200);
    const reset = await (
      await resetPassword(send(`/api/admin/contractors/${c.id}/reset-password`, {}), params({ id: c.id }))
    ).json();
    expect(reset.temporaryPassword).toMatch(/^[\w-]{10,}$/);
    expect((await login()).status).toBe(401);
    expect(
      (
        await contractorLogin(
          jsonRequest("/api/contractor/login", { email: c.email, password: reset.temporaryPassword }),
          params({}),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await setStatus(
          send(`/api/admin/contractors/${c.id}/status`, { isActive: false }, "PUT"),
          params({ id: c.id }),
        )
      ).status,
    ).toBe(200);
    expect(await db.authSession.count({ where: { contractorId: c.id, revokedAt: null } })).toBe(0);
    expect(
      (
        await setStatus(
          send(`/api/admin/contractors/${c.id}/status`, { isActive: "no" }, "PUT"),
          params({ id: c.id }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("bookings", () => {
  it("moves a booking to another date and slot: reservations move, both sides are told", async () => {
    const [d1, d2] = [day(18), day(19)];
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"], [d2]: ["afternoon"] },
    });
    const quote = await createTestQuote({ email: "moved@example.com" });
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" }),
        params({}),
      )
    ).json();

    const slots = await (
      await freeSlots(
        get(`/api/contractor-availability/${d2}?contractorId=${painter.id}`),
        params({ date: d2 }),
      )
    ).json();
    expect(slots.timeSlots).toEqual(["afternoon"]);
    const dates = await (
      await freeDates(get(`/api/contractor-availability-overview?contractorId=${painter.id}`), params({}))
    ).json();
    expect(dates.map((d: { date: string }) => d.date)).toEqual([d2]);

    const moved = await adminUpdateBooking(
      send(
        `/api/admin/bookings/${booking.id}`,
        { status: "confirmed", scheduledDate: d2, timeSlot: "afternoon", notes: "Customer asked to move" },
        "PUT",
      ),
      params({ bookingId: booking.id }),
    );
    expect(moved.status).toBe(200);
    expect((await moved.json()).booking).toMatchObject({
      scheduledDate: d2,
      timeSlot: "afternoon",
      status: "confirmed",
      notes: "Customer asked to move",
    });
    const reservations = await db.slotReservation.findMany({ where: { bookingId: booking.id } });
    expect(reservations.map((r) => [fromDbDate(r.date), r.timeSlot, r.contractorId])).toEqual([
      [d2, "afternoon", painter.id],
    ]);
    expect(
      await db.emailMessage.count({
        where: { template: "booking-changed", to: { in: ["moved@example.com", painter.email] } },
      }),
    ).toBe(2);

    // A taken or unoffered slot is a conflict, and nothing changes.
    const conflict = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { scheduledDate: d1, timeSlot: "afternoon" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(conflict.status).toBe(409);
    expect(
      fromDbDate((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).scheduledDate),
    ).toBe(d2);
    expect(
      (
        await adminUpdateBooking(
          send(`/api/admin/bookings/${booking.id}`, { status: "lost" }, "PUT"),
          params({ bookingId: booking.id }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await adminUpdateBooking(
          send(`/api/admin/bookings/${ID}`, { status: "confirmed" }, "PUT"),
          params({ bookingId: ID }),
        )
      ).status,
    ).toBe(404);

    const list = await (await adminBookings(get(`/api/admin/bookings?q=${booking.id}`), params({}))).json();
    expect(list.nextCursor).toBeNull();
    const row = list.bookings.find((b: { id: string }) => b.id === booking.id);
    expect(row.financials.contractorEarnings + row.financials.platformShare).toBeCloseTo(
      row.financials.totalCost,
      2,
    );
    expect(row.contractorEmail).toBe(painter.email);
  });

  it("completing a booking completes its job and thanks the customer, as when the painter completes it", async () => {
    const d1 = day(20);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"] },
    });
    const quote = await createTestQuote({ email: "done-by-office@example.com" });
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" }),
        params({}),
      )
    ).json();

    const done = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "completed" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(done.status).toBe(200);
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.status).toBe("completed");
    expect(job.completedAt).not.toBeNull();
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).completedAt).not.toBeNull();
    const mail = await db.emailMessage.findFirstOrThrow({
      where: { template: "booking-completed", to: "done-by-office@example.com" },
    });
    expect(mail.html).toContain(painter.firstName);

    // Saving it again changes nothing and mails nobody twice.
    await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "completed" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(
      await db.emailMessage.count({
        where: { template: "booking-completed", to: "done-by-office@example.com" },
      }),
    ).toBe(1);
  });

  it("cancelling from the office frees the painter and keeps a fee the customer already owed, adding none", async () => {
    const d1 = day(21);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"] },
    });
    const quote = await createTestQuote({ email: "office-cancel@example.com" });
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" }),
        params({}),
      )
    ).json();
    await db.booking.update({ where: { id: booking.id }, data: { cancellationFee: "100.00" } });

    const cancelled = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "cancelled" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).booking).toMatchObject({ status: "cancelled", cancellationFee: 100 });
    expect(await db.slotReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    expect((await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } })).status).toBe(
      "cancelled",
    );
    const told = await db.emailMessage.findMany({
      where: {
        template: { in: ["booking-cancelled", "contractor-job-cancelled"] },
        to: { in: ["office-cancel@example.com", painter.email] },
      },
    });
    expect(told.map((m) => m.to).sort()).toEqual(["office-cancel@example.com", painter.email].sort());
  });
});

describe("cleanup", () => {
  it("removes exactly the pending items and nothing else", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const oldUnbooked = await createTestQuote();
    const recentUnbooked = await createTestQuote();
    await db.quote.update({ where: { id: oldUnbooked.id }, data: { createdAt: daysAgo(31) } });

    const date = day(21);
    await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning", "afternoon"], [day(22)]: ["morning"] },
    });
    const bookedOld = await createTestQuote();
    await postBooking(
      jsonRequest("/api/bookings", { quoteId: bookedOld.id, scheduledDate: date, timeSlot: "morning" }),
      params({}),
    );
    await db.quote.update({ where: { id: bookedOld.id }, data: { createdAt: daysAgo(60) } });

    const cancelledOld = await createTestQuote();
    const oldBooking = await (
      await postBooking(
        jsonRequest("/api/bookings", {
          quoteId: cancelledOld.id,
          scheduledDate: date,
          timeSlot: "afternoon",
        }),
        params({}),
      )
    ).json();
    await db.booking.update({
      where: { id: oldBooking.id },
      data: { status: "cancelled", cancelledAt: daysAgo(91) },
    });
    await db.slotReservation.deleteMany({ where: { bookingId: oldBooking.id } });

    const orphanQuote = await createTestQuote();
    const orphanBooking = await (
      await postBooking(
        jsonRequest("/api/bookings", {
          quoteId: orphanQuote.id,
          scheduledDate: day(22),
          timeSlot: "morning",
        }),
        params({}),
      )
    ).json();
    await db.booking.update({
      where: { id: orphanBooking.id },
      data: { status: "cancelled", cancelledAt: daysAgo(1) },
    });

    const stats = await (await cleanupStatsRoute(get("/api/admin/cleanup/stats"), params({}))).json();
    expect(stats).toMatchObject({ oldQuotesCount: 1, oldBookingsCount: 1, orphanedAssignmentsCount: 2 });
    // The old cancelled booking's open job is orphaned too (2 = it + the recent cancelled one's).

    const run = await (await cleanupManual(send("/api/admin/cleanup/manual", {}), params({}))).json();
    expect(run).toMatchObject({
      message: "Cleanup Complete",
      deletedQuotes: 1,
      deletedBookings: 1,
      deletedAssignments: 2,
    });
    expect(run.stats).toMatchObject({
      oldQuotesCount: 0,
      oldBookingsCount: 0,
      orphanedAssignmentsCount: 0,
      pending: 0,
    });
    expect(await db.quote.count({ where: { id: oldUnbooked.id } })).toBe(0);
    expect(
      await db.quote.count({
        where: { id: { in: [recentUnbooked.id, bookedOld.id, cancelledOld.id, orphanQuote.id] } },
      }),
    ).toBe(4);
    expect(await db.booking.count({ where: { id: oldBooking.id } })).toBe(0);
    expect(await db.booking.count({ where: { id: orphanBooking.id } })).toBe(1);
    expect(await db.booking.count({ where: { quoteId: bookedOld.id, status: "scheduled" } })).toBe(1);
  });
});

describe("analytics", () => {
  it("reports 12 weeks of bookings with the revenue split and bookings by county", async () => {
    const body = await (await adminAnalytics(get("/api/admin/analytics"), params({}))).json();
    expect(body.weekly).toHaveLength(12);
    const total = body.weekly.reduce((sum: number, w: { bookings: number }) => sum + w.bookings, 0);
    expect(total).toBeGreaterThan(0);
    for (const week of body.weekly)
      expect(week.contractorShare + week.platformShare).toBeCloseTo(week.revenue, 1);
    expect(body.byCounty[0]).toMatchObject({ county: "Philadelphia" });
  });
});
