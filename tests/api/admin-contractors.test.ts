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
import { GET as getW9 } from "@/app/api/admin/w9/[filename]/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as getJobs } from "@/app/api/contractor/jobs/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { POST as changePassword } from "@/app/api/contractor/password/route";
import { GET as getProfile } from "@/app/api/contractor/profile/route";
import { POST as setPassword } from "@/app/api/contractor/set-password/route";
import { PASSWORD_CHANGE_REQUIRED } from "@/lib/auth/guard";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_CHANGED } from "@/lib/contractors/change-password";
import { INVALID_SET_PASSWORD_LINK } from "@/lib/contractors/set-password";
import { db } from "@/lib/db";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { MATCHING_BLOCKERS } from "@/lib/scheduling/matching";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params, PDF_BYTES } from "../helpers/http";
import { registerPainterWithW9 } from "../helpers/uploads";
import { signInAdminForFile } from "../helpers/admin-session";

const { get, send } = signInAdminForFile();

describe("contractors", () => {
  it("verifies, sets productivity, assigns areas with priority, and serves the W9 to the admin only", async () => {
    const { id, email } = await registerPainterWithW9("Wanda");

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
    const { id } = await registerPainterWithW9("Una");
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
          jsonRequest("/api/contractor/set-password", { token, password: "primer-otter-dune-31" }),
          params({}),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await contractorLogin(
          jsonRequest("/api/contractor/login", { email, password: "primer-otter-dune-31" }),
          params({}),
        )
      ).status,
    ).toBe(200);
    // Used once: the link is refused, whatever the password.
    const again = await setPassword(
      jsonRequest("/api/contractor/set-password", { token, password: "ladder-harbor-velvet" }),
      params({}),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(INVALID_SET_PASSWORD_LINK);
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
    expect(reset.temporaryPassword).toMatch(/^[\w-]{16}$/);
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
