import "server-only";
import type { PrismaClient, ServiceArea } from "@/lib/generated/prisma/client";
import { jobStatusesWhere } from "@/lib/bookings/states.shared";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { areaZipCodes } from "@/lib/service-areas/coverage";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createServiceAreaSchema, updateServiceAreaSchema } from "@/lib/validations/admin.shared";
import { normalizeCountyName, zipCodesForCounties } from "@/lib/zips/index.shared";
import { audit } from "./audit";
import type { Jsonified } from "@/lib/http/json";

type AreaWithCount = ServiceArea & { _count?: { contractors: number } };

export function serializeServiceArea(area: AreaWithCount) {
  return {
    id: area.id,
    name: area.name,
    type: area.type,
    zipCodes: area.zipCodes,
    counties: area.counties,
    isActive: area.isActive,
    contractorCount: area._count?.contractors ?? 0,
    createdAt: area.createdAt.toISOString(),
  };
}

export async function listServiceAreas(db: PrismaClient, showInactive: boolean) {
  const areas = await db.serviceArea.findMany({
    where: showInactive ? {} : { isActive: true },
    include: { _count: { select: { contractors: true } } },
    orderBy: { name: "asc" },
  });
  return areas.map(serializeServiceArea);
}

/** County names as the built-in lists spell them; a county area's zips are filled in from them. */
function countyFields(counties: string[]) {
  const normalized = [...new Set(counties.map((c) => normalizeCountyName(c) ?? c.trim()))];
  return { counties: normalized, zipCodes: zipCodesForCounties(normalized) };
}

export async function createServiceArea(db: PrismaClient, input: unknown) {
  const data = createServiceAreaSchema.parse(input);
  const fields =
    data.type === "county"
      ? countyFields(data.counties)
      : { counties: [], zipCodes: [...new Set(data.zipCodes)].sort() };
  const area = await db.$transaction(async (tx) => {
    const created = await tx.serviceArea.create({
      data: { name: data.name, type: data.type, isActive: data.isActive, ...fields },
    });
    await audit(tx, {
      action: "service-area.create",
      entity: "ServiceArea",
      entityId: created.id,
      after: created,
    });
    return created;
  });
  await announceAreasChanged(db);
  return serializeServiceArea(area);
}

/**
 * Every instance answers the service-area check from memory (lib/pages/public-data.ts) and its
 * location pages say which areas are served: both are refreshed here and on the other instances.
 */
const announceAreasChanged = (db: PrismaClient) => refreshPublicPages(db, "service-areas");

async function findArea(db: PrismaClient, rawId: string) {
  const area = await db.serviceArea.findUnique({ where: { id: parseId(rawId, "Invalid service area ID") } });
  if (!area) throw notFound("Service area not found");
  return area;
}

export async function updateServiceArea(db: PrismaClient, rawId: string, input: unknown) {
  const area = await findArea(db, rawId);
  const data = updateServiceAreaSchema.parse(input);
  if (data.type !== undefined && data.type !== area.type)
    throw badRequest("The type of a service area cannot change after it is created");
  const fields =
    area.type === "county"
      ? data.counties
        ? countyFields(data.counties)
        : {}
      : data.zipCodes
        ? { zipCodes: [...new Set(data.zipCodes)].sort() }
        : {};
  if (area.type === "county" && data.counties?.length === 0)
    throw badRequest("A county area needs at least one county");
  if (area.type === "zipcode" && data.zipCodes?.length === 0)
    throw badRequest("A zipcode area needs at least one zip code");
  const updated = await db.$transaction(async (tx) => {
    const next = await tx.serviceArea.update({
      where: { id: area.id },
      data: {
        ...(data.name ? { name: data.name } : {}),
        ...(data.isActive !== undefined ? { isActive: data.isActive } : {}),
        ...fields,
      },
    });
    await audit(tx, {
      action: "service-area.update",
      entity: "ServiceArea",
      entityId: area.id,
      before: area,
      after: next,
    });
    return next;
  });
  await announceAreasChanged(db);
  return serializeServiceArea(updated);
}

/**
 * Deletes an area for good. Refused (409) while a live upcoming job in its zips
 * is held by a contractor assigned through it.
 */
export async function deleteServiceArea(db: PrismaClient, rawId: string) {
  const area = await findArea(db, rawId);
  const contractorIds = (
    await db.contractorServiceArea.findMany({
      where: { serviceAreaId: area.id },
      select: { contractorId: true },
    })
  ).map((l) => l.contractorId);
  if (contractorIds.length) {
    const upcoming = await db.jobAssignment.count({
      where: {
        contractorId: { in: contractorIds },
        status: { in: jobStatusesWhere("live") },
        booking: {
          scheduledDate: { gte: toDbDate(todayInNewYork()) },
          quote: { zipCode: { in: areaZipCodes(area) } },
        },
      },
    });
    if (upcoming > 0) {
      throw conflict(
        `This area still has ${upcoming} upcoming job(s) assigned through it. Deactivate it instead, or reassign those jobs first.`,
      );
    }
  }
  await db.$transaction(async (tx) => {
    await tx.serviceArea.delete({ where: { id: area.id } });
    await audit(tx, {
      action: "service-area.delete",
      entity: "ServiceArea",
      entityId: area.id,
      before: area,
    });
  });
  await announceAreasChanged(db);
  return { success: true, message: "Service area permanently deleted" };
}

export type ServiceAreaDto = Jsonified<ReturnType<typeof serializeServiceArea>>;
