import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { withDatabase } from "./support/database";

/**
 * The painter portal in each painter's language: the dashboard's "Language / Idioma" setting, and,
 * before a painter chooses, the browser's language. Each test registers its own painter: a
 * language set on a shared demo painter would change the other specs' portal.
 */
test.use({ viewport: { width: 375, height: 812 } });

const W9_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PASSWORD = "primer-otter-dune-31";

interface Painter {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

async function registerPainter(request: APIRequestContext): Promise<Painter> {
  const id = randomUUID().slice(0, 8);
  const painter = { firstName: "Lucía", lastName: `Ramos ${id}`, email: `lucia.ramos.${id}@example.com` };
  const registered = await request.post("/api/contractor/register", {
    headers: { "x-forwarded-for": `e2e-spanish-register-${id}` },
    multipart: {
      ...painter,
      password: PASSWORD,
      phone: "(215) 555-0142",
      experienceYears: "7",
      w9Document: { name: `w9-${id}.pdf`, mimeType: "application/pdf", buffer: W9_PDF },
    },
  });
  expect(registered.status()).toBe(201);
  return { id: ((await registered.json()) as { contractor: { id: string } }).contractor.id, ...painter };
}

/** Signs in through the API: the session cookie lands in the page's browser context. */
async function signIn(page: Page, painter: Painter) {
  const response = await page.request.post("/api/contractor/login", {
    data: { email: painter.email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

const storedLanguage = (painter: Painter) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ language: string | null }>(
      'SELECT language FROM "Contractor" WHERE id = $1',
      [painter.id],
    );
    return rows[0]?.language ?? null;
  });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectSpanishDashboard(page: Page, painter: Painter) {
  await expect(
    page.getByRole("heading", { level: 1, name: `Bienvenido, ${painter.firstName} ${painter.lastName}` }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("tab", { name: "Mis trabajos" })).toBeVisible();
  await expect(page.getByText("No tiene trabajos pendientes por ahora.")).toBeVisible();
  await expect(page.getByText("Verificación pendiente")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(page.getByLabel("Language / Idioma")).toHaveValue("es");
}

test.describe("the painter portal in Spanish", { tag: "@phone-only" }, () => {
  test("a painter sets Español on the dashboard: Spanish at once and after a reload, and back to English", async ({
    page,
  }) => {
    const painter = await registerPainter(page.request);
    await signIn(page, painter);
    await page.goto("/contractor/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${painter.firstName} ${painter.lastName}` }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await storedLanguage(painter)).toBeNull();

    await page.getByLabel("Language / Idioma").selectOption("es");
    await expectSpanishDashboard(page, painter);
    expect(await storedLanguage(painter)).toBe("es");
    await expectNoHorizontalScroll(page);

    // The other tabs speak it too.
    await page.getByRole("tab", { name: "Disponibilidad" }).click();
    await expect(page.getByRole("heading", { name: "Horario semanal" })).toBeVisible();
    await expect(page.getByText("Lunes")).toBeVisible();
    await page.getByRole("tab", { name: "Historial" }).click();
    await expect(page.getByRole("heading", { name: "Estados de cuenta semanales" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.reload();
    await expectSpanishDashboard(page, painter);
    await expect(page).toHaveTitle(/Panel del pintor/);

    await page.getByLabel("Language / Idioma").selectOption("en");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${painter.firstName} ${painter.lastName}` }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("No pending jobs at the moment.")).toBeVisible();
    expect(await storedLanguage(painter)).toBe("en");
  });

  test.describe("a browser that asks for Spanish", () => {
    test.use({ locale: "es-US" });

    test("signs up on /es/become-painter in Spanish, signs in in Spanish and gets a Spanish portal", async ({
      page,
    }) => {
      const id = randomUUID().slice(0, 8);
      const email = `rosa.diaz.${id}@example.com`;
      await page.goto("/es/become-painter");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Trabaje como pintor");
      await page.getByLabel("Nombre *").fill("Rosa");
      await page.getByLabel("Apellido *").fill(`Díaz ${id}`);
      await page.getByLabel("Correo electrónico *").fill(email);
      await page.getByLabel("Teléfono *").fill("(215) 555-0199");
      await page.getByLabel("Contraseña *", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirmar contraseña *").fill(PASSWORD);
      await page.getByLabel("Años de experiencia *").fill("6");
      await page
        .getByLabel("Formulario W9 *")
        .setInputFiles({ name: "w9-rosa.pdf", mimeType: "application/pdf", buffer: W9_PDF });
      await expect(page.getByText("Seleccionado: w9-rosa.pdf")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.getByRole("button", { name: "Crear cuenta de pintor" }).click();
      // The login lives under the English site's root layout: it says the account is made itself.
      await expect(page).toHaveURL(/\/contractor\/login\?registered=1$/);
      await expect(
        page.getByRole("status").filter({ hasText: "Su cuenta de pintor está creada" }),
      ).toBeVisible();

      // The login follows the browser: no painter is known yet.
      await expect(page.getByRole("heading", { level: 1, name: "Acceso para pintores" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("link", { name: "Volver al sitio principal" })).toHaveAttribute(
        "href",
        "/es",
      );
      await page.getByLabel("Correo electrónico").fill(email);
      await page.getByLabel("Contraseña").fill(PASSWORD);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await expect(page).toHaveURL(/\/contractor\/dashboard$/);
      await expect(
        page.getByRole("heading", { level: 1, name: `Bienvenido, Rosa Díaz ${id}` }),
      ).toBeVisible();
      const stored = await withDatabase(async (client) => {
        const { rows } = await client.query<{ language: string | null }>(
          'SELECT language FROM "Contractor" WHERE email = $1',
          [email],
        );
        return rows[0]?.language ?? null;
      });
      expect(stored).toBe("es");
    });

    test("the sign-in link pages follow the browser before a painter is known", async ({ page }) => {
      await page.goto("/contractor/sign-in-link");
      await expect(
        page.getByRole("heading", { level: 1, name: "Envíenme un enlace para iniciar sesión" }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("link", { name: "Volver al sitio principal" })).toHaveAttribute(
        "href",
        "/es",
      );
      await page.getByLabel("Correo electrónico").fill("nadie");
      await page.getByRole("button", { name: "Envíenme un enlace para iniciar sesión" }).click();
      await expect(page.getByText("Escriba un correo electrónico válido.")).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.goto("/contractor/sign-in/not-a-real-link");
      await expect(page.getByRole("heading", { level: 1, name: "Enlace no válido" })).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Envíenme un enlace nuevo para iniciar sesión" }),
      ).toBeVisible();
    });

    test("gets the portal in Spanish until the painter chooses", async ({ page }) => {
      const painter = await registerPainter(page.request);
      await signIn(page, painter);
      await page.goto("/contractor/dashboard");
      await expectSpanishDashboard(page, painter);
      await expectNoHorizontalScroll(page);
      expect(await storedLanguage(painter)).toBeNull();

      // A painter who chooses English keeps it, whatever the browser asks.
      await page.getByLabel("Language / Idioma").selectOption("en");
      await expect(page.getByText("No pending jobs at the moment.")).toBeVisible();
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("tab", { name: "Job Management" })).toBeVisible();
    });
  });
});
