import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "./test";
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
  /** The page's language the price was asked in (default English). */
  language?: "en" | "es";
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
      ...(quote.language ? { language: quote.language } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export interface WizardQuote {
  address: string;
  customerName: string;
  email: string;
  phone?: string;
}

/**
 * The shortest valid quote through the quote wizard (one room, walls only, the customer supplies the
 * paint), from `/?quote=true` to "Get Quote & Schedule": the page is left on "Schedule Your Service".
 */
export async function quoteThroughWizard(page: Page, quote: WizardQuote): Promise<void> {
  await page.goto("/?quote=true");
  const dialog = page.getByRole("dialog", { name: "Get Your Instant Quote" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Property address" }).fill(quote.address);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.getByRole("textbox", { name: "Full name" }).fill(quote.customerName);
  await dialog.getByRole("textbox", { name: "Email" }).fill(quote.email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill(quote.phone ?? "(215) 555-0123");
  const next = dialog.getByRole("button", { name: "Next" });
  await expect(next).toBeEnabled();
  await next.click();
  const room = dialog.getByRole("region", { name: "Room 1" });
  await room.getByRole("spinbutton", { name: "Room 1 Length (ft)" }).fill("11");
  await room.getByRole("spinbutton", { name: "Room 1 Width (ft)" }).fill("10");
  await room.getByRole("checkbox", { name: /supply my own paint/i }).click();
  await next.click();
  await next.click();
  await expect(dialog.getByRole("heading", { name: "Review your quote" })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Get Quote & Schedule" }).click();
  expect((await saved).status()).toBe(201);
}
