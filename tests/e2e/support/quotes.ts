import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "./test";
import type { PROPERTY_TYPES } from "../../../lib/validations/quote.shared";

export interface OneRoomQuote {
  address: string;
  customerName: string;
  /** Default: a fresh address under example.com (per-e-mail limits never meet another test's). */
  email?: string;
  phone?: string;
  propertyType?: (typeof PROPERTY_TYPES)[number];
  /** The bedroom's floor, in feet: a larger room takes longer. */
  length?: number;
  width?: number;
}

/** A saved quote for one standard-paint bedroom through the public API; returns its id. */
export async function createOneRoomQuote(request: APIRequestContext, quote: OneRoomQuote): Promise<string> {
  const response = await request.post("/api/quotes", {
    data: {
      projectType: "interior",
      address: quote.address,
      propertyType: quote.propertyType ?? "townhouse",
      customerName: quote.customerName,
      email: quote.email ?? `e2e-${randomUUID()}@example.com`,
      phone: quote.phone ?? "(215) 555-0177",
      rooms: [
        {
          type: "bedroom",
          length: quote.length ?? 10,
          width: quote.width ?? 10,
          height: 8,
          paintWalls: true,
          paintOptions: {
            walls: { quality: "standard", finish: "eggshell", colorCode: "SW 7008 Alabaster", brand: "" },
          },
        },
      ],
      conditions: { primer: false, furnitureMoving: false, substantialPrep: false },
      paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
