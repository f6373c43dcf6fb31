import { DELETE as deleteArea, PUT as updateArea } from "@/app/api/admin/service-areas/[id]/route";
import { GET as listAreas, POST as createArea } from "@/app/api/admin/service-areas/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { db } from "@/lib/db";
import { COUNTY_ZIP_CODES } from "@/lib/zips/index.shared";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params } from "../helpers/http";
import { signInAdminForFile } from "../helpers/admin-session";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const ID = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
const { admin, get, send } = signInAdminForFile();

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
