import "server-only";
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { hashPassword } from "@/lib/auth/password";
import { revokeContractorSessions } from "@/lib/auth/sessions";
import { forgetPainterDevices } from "@/lib/push/subscriptions";
import { contractorContact } from "@/lib/contractors/profile";
import { availabilityConflictsOf } from "@/lib/contractors/weekly-hours";
import { setPasswordUrl } from "@/lib/contractors/set-password";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { ContractorInviteEmail } from "@/lib/email/templates/contractor-emails";
import { decodeCursor, encodeCursor } from "@/lib/http/cursor";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { matchingBlockers } from "@/lib/scheduling/matching";
import { siteConfig } from "@/lib/site.shared";
import {
  assignServiceAreasSchema,
  contractorPatchSchema,
  contractorStatusSchema,
  inviteContractorSchema,
  prioritySchema,
} from "@/lib/validations/admin.shared";
import type { AdminContractorsQuery } from "@/lib/validations/admin-contractors-query";
import { newPasswordProblem, type PasswordOwner } from "@/lib/validations/password-strength";
import { audit } from "./audit";
import { contractorPageSql, type ContractorPageRow } from "./contractors-page";
import type { Jsonified } from "@/lib/http/json";

const adminContractorRelations = {
  serviceAreas: { include: { serviceArea: { select: { id: true, name: true, isActive: true } } } },
  w9: { select: { id: true, originalName: true, mimeType: true, sizeBytes: true, createdAt: true } },
} as const;

/** `from`: today in New York, for the count of days the painter offers from today on. */
const adminContractorInclude = (from: Date) =>
  ({
    ...adminContractorRelations,
    _count: {
      select: {
        jobs: true,
        // Days offered from today on: dates with slots, plus weekdays of the weekly hours (docs/product.md §5).
        availability: { where: { date: { gte: from }, timeSlots: { isEmpty: false } } },
        weeklyHours: { where: { timeSlots: { isEmpty: false } } },
      },
    },
  }) as const;

const today = () => toDbDate(todayInNewYork());

type AdminContractorRow = Awaited<ReturnType<typeof findContractor>>;

async function findContractor(db: PrismaClient, id: string) {
  const contractor = await db.contractor.findUnique({
    where: { id },
    include: adminContractorInclude(today()),
  });
  if (!contractor) throw notFound("Contractor not found");
  return contractor;
}

export const w9Url = (contractorId: string) => `/api/admin/w9/${contractorId}`;

/**
 * The contractor as the admin sees it (docs/product.md §3 "Contractor (admin view)").
 * `jobsOutsideHours`: their booked jobs outside their hours or time off (§5), counted for the
 * Contractors list's rows only (null elsewhere: the details dialog lists them).
 */
export function serializeAdminContractor(c: AdminContractorRow, jobsOutsideHours: number | null = null) {
  return {
    ...contractorContact(c),
    licenseNumber: c.licenseNumber,
    experienceYears: c.experienceYears,
    bio: c.bio,
    sqFtPerDay: c.sqFtPerDay,
    isActive: c.isActive,
    isVerified: c.isVerified,
    totalJobs: c._count.jobs,
    createdAt: c.createdAt.toISOString(),
    lastLoginAt: c.lastLoginAt?.toISOString() ?? null,
    w9Document: c.w9 ? w9Url(c.id) : null,
    w9: c.w9
      ? {
          name: c.w9.originalName,
          mimeType: c.w9.mimeType,
          size: c.w9.sizeBytes,
          uploadedAt: c.w9.createdAt.toISOString(),
        }
      : null,
    serviceAreas: c.serviceAreas.map((link) => ({
      id: link.serviceAreaId,
      name: link.serviceArea.name,
      isActive: link.serviceArea.isActive,
      priority: link.priority,
    })),
    matchingBlockers: matchingBlockers({
      isActive: c.isActive,
      isVerified: c.isVerified,
      activeAreas: c.serviceAreas.filter((link) => link.serviceArea.isActive).length,
      upcomingAvailabilityDays: c._count.availability + c._count.weeklyHours,
    }),
    jobsOutsideHours,
  };
}

/** GET /api/admin/contractors: one keyset page, newest first, searched and filtered. */
export async function listContractors(db: PrismaClient, { q, status, cursor, limit }: AdminContractorsQuery) {
  const after = cursor ? decodeCursor(cursor, ["timestamp", "uuid"] as const) : null;
  const page = await db.$queryRaw<ContractorPageRow[]>(
    contractorPageSql({
      q,
      status,
      after: after ? { createdAt: after[0], id: after[1] } : undefined,
      take: limit + 1,
      from: todayInNewYork(),
    }),
  );
  const shown = page.slice(0, limit);
  const rows = await db.contractor.findMany({
    where: { id: { in: shown.map((row) => row.id) } },
    include: adminContractorRelations,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // By the one rule (offer.shared.ts's offeredSlots), for the painters of this page only.
  const outside = await availabilityConflictsOf(
    db,
    shown.map((row) => row.id),
  );
  const last = shown.at(-1);
  return {
    contractors: shown.flatMap(({ id, jobs, availabilityDays }) => {
      const row = byId.get(id); // absent only if deleted between the two reads
      return row
        ? [
            serializeAdminContractor(
              { ...row, _count: { jobs, availability: availabilityDays, weeklyHours: 0 } },
              outside.get(id)?.length ?? 0,
            ),
          ]
        : [];
    }),
    nextCursor: page.length > limit && last ? encodeCursor([last.createdAt, last.id]) : null,
  };
}

export async function getAdminContractor(db: PrismaClient, rawId: string) {
  return serializeAdminContractor(await findContractor(db, parseId(rawId, "Invalid contractor ID")));
}

/**
 * 16 random characters (96 bits), held to the new-password rule like any other (a random string
 * fails it about never; one that did is drawn again).
 */
export async function temporaryPassword(owner: PasswordOwner = {}): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const password = randomBytes(12).toString("base64url");
    if (!(await newPasswordProblem(password, owner))) return password;
  }
  throw new Error("No random temporary password passed the password rule");
}

async function assertAreasExist(db: PrismaClient, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db.serviceArea.count({ where: { id: { in: ids } } });
  if (found !== new Set(ids).size) throw badRequest("One of the service areas does not exist");
}

/** Creates a verified account with an unusable random password and e-mails a set-password link. */
export async function inviteContractor(db: PrismaClient, input: unknown) {
  const data = inviteContractorSchema.parse(input);
  if (await db.contractor.findUnique({ where: { email: data.email }, select: { id: true } })) {
    throw conflict("A contractor with this email already exists");
  }
  await assertAreasExist(db, data.serviceAreaIds);
  const passwordHash = await hashPassword(await temporaryPassword(data));
  const id = await db.$transaction(async (tx) => {
    const contractor = await tx.contractor.create({
      data: {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phone,
        businessName: data.businessName,
        experienceYears: 1,
        passwordHash,
        mustChangePassword: true,
        isVerified: true,
        serviceAreas: {
          create: [...new Set(data.serviceAreaIds)].map((serviceAreaId) => ({ serviceAreaId, priority: 1 })),
        },
      },
    });
    const link = setPasswordUrl(contractor);
    await enqueueEmail(tx, {
      to: contractor.email,
      subject: `You're invited to paint with ${siteConfig.name}`,
      template: "contractor-invite",
      body: createElement(ContractorInviteEmail, { firstName: contractor.firstName, link }),
    });
    await audit(tx, {
      action: "contractor.invite",
      entity: "Contractor",
      entityId: contractor.id,
      after: { email: contractor.email, serviceAreaIds: data.serviceAreaIds },
    });
    return contractor.id;
  });
  return getAdminContractor(db, id);
}

export async function setContractorActive(db: PrismaClient, rawId: string, input: unknown) {
  const id = parseId(rawId, "Invalid contractor ID");
  const { isActive } = contractorStatusSchema.parse(input);
  const before = await findContractor(db, id);
  await db.$transaction(async (tx) => {
    await tx.contractor.update({ where: { id }, data: { isActive } });
    if (!isActive) await forgetPainterDevices(tx, id);
    await audit(tx, {
      action: isActive ? "contractor.activate" : "contractor.deactivate",
      entity: "Contractor",
      entityId: id,
      before: { isActive: before.isActive },
      after: { isActive },
    });
  });
  if (!isActive) await revokeContractorSessions(db, id);
  return getAdminContractor(db, id);
}

export async function updateContractor(db: PrismaClient, rawId: string, input: unknown) {
  const id = parseId(rawId, "Invalid contractor ID");
  const changes = contractorPatchSchema.parse(input);
  const before = await findContractor(db, id);
  await db.$transaction(async (tx) => {
    await tx.contractor.update({ where: { id }, data: changes });
    await audit(tx, {
      action: "contractor.update",
      entity: "Contractor",
      entityId: id,
      before: { sqFtPerDay: before.sqFtPerDay, isVerified: before.isVerified },
      after: changes,
    });
  });
  return getAdminContractor(db, id);
}

/** A new temporary password, shown once to the admin; every session of the contractor ends. */
export async function resetContractorPassword(db: PrismaClient, rawId: string) {
  const id = parseId(rawId, "Invalid contractor ID");
  const password = await temporaryPassword(await findContractor(db, id));
  await db.$transaction(async (tx) => {
    await tx.contractor.update({
      where: { id },
      data: { passwordHash: await hashPassword(password), mustChangePassword: true },
    });
    await audit(tx, { action: "contractor.reset-password", entity: "Contractor", entityId: id });
  });
  await revokeContractorSessions(db, id);
  return { temporaryPassword: password };
}

export async function contractorServiceAreas(db: PrismaClient, rawId: string) {
  const contractor = await findContractor(db, parseId(rawId, "Invalid contractor ID"));
  const areas = await db.serviceArea.findMany({ orderBy: { name: "asc" } });
  const assigned = new Map(contractor.serviceAreas.map((link) => [link.serviceAreaId, link.priority]));
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    type: area.type,
    isActive: area.isActive,
    assigned: assigned.has(area.id),
    priority: assigned.get(area.id) ?? null,
  }));
}

/** Sets exactly these areas; existing assignments keep their priority, new ones get 1. */
export async function setContractorServiceAreas(db: PrismaClient, rawId: string, input: unknown) {
  const id = parseId(rawId, "Invalid contractor ID");
  const ids = [...new Set(assignServiceAreasSchema.parse(input).serviceAreaIds)];
  const contractor = await findContractor(db, id);
  await assertAreasExist(db, ids);
  const before = contractor.serviceAreas.map((l) => l.serviceAreaId);
  await db.$transaction(async (tx) => {
    await tx.contractorServiceArea.deleteMany({ where: { contractorId: id, serviceAreaId: { notIn: ids } } });
    await tx.contractorServiceArea.createMany({
      data: ids.map((serviceAreaId) => ({ contractorId: id, serviceAreaId, priority: 1 })),
      skipDuplicates: true,
    });
    await audit(tx, {
      action: "contractor.service-areas",
      entity: "Contractor",
      entityId: id,
      before,
      after: ids,
    });
  });
  return contractorServiceAreas(db, id);
}

export async function setServiceAreaPriority(
  db: PrismaClient,
  rawId: string,
  rawAreaId: string,
  input: unknown,
) {
  const contractorId = parseId(rawId, "Invalid contractor ID");
  const serviceAreaId = parseId(rawAreaId, "Invalid service area ID");
  const { priority } = prioritySchema.parse(input);
  const link = await db.contractorServiceArea.findUnique({
    where: { contractorId_serviceAreaId: { contractorId, serviceAreaId } },
  });
  if (!link) throw notFound("This contractor is not assigned to that service area");
  await db.$transaction(async (tx) => {
    await tx.contractorServiceArea.update({
      where: { contractorId_serviceAreaId: { contractorId, serviceAreaId } },
      data: { priority },
    });
    await audit(tx, {
      action: "contractor.priority",
      entity: "ContractorServiceArea",
      entityId: `${contractorId}:${serviceAreaId}`,
      before: { priority: link.priority },
      after: { priority },
    });
  });
  return { contractorId, serviceAreaId, priority };
}

export type AdminContractorDto = Jsonified<ReturnType<typeof serializeAdminContractor>>;
/** GET /api/admin/contractors */
export type AdminContractorPageDto = Jsonified<Awaited<ReturnType<typeof listContractors>>>;
/** GET /api/admin/contractors/{id}/service-areas */
export type ContractorAreaOptionDto = Jsonified<Awaited<ReturnType<typeof contractorServiceAreas>>[number]>;
