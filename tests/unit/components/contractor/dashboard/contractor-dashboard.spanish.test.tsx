import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import {
  ContractorDashboard,
  loadAlertsCalendarTab,
  loadAvailabilityTab,
  loadCompleteJobDialog,
  loadReviewsSection,
} from "@/components/contractor/dashboard/contractor-dashboard";
import { AvailabilityTab } from "@/components/contractor/dashboard/availability-tab";
import { ContractorApiProvider } from "@/components/contractor/dashboard/contractor-api";
import { PortalErrorsProvider } from "@/components/contractor/i18n/portal-errors";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { toast } from "@/components/ui/toast";
import { Toaster } from "@/components/ui/sonner";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { bodyOf, callsTo, expectToast, jobFixture, jsonResponse, routeFetch } from "../fixtures";
import { loadOnDemandParts } from "../../../../helpers/on-demand";

/**
 * The painter's dashboard in Spanish, as the dashboard page hands it to a Spanish painter: the
 * portal's namespaces in Spanish, and the lookup of the server messages the portal knows.
 */
loadOnDemandParts(loadAvailabilityTab, loadReviewsSection, loadCompleteJobDialog, loadAlertsCalendarTab);

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

afterEach(() => toast.dismiss());

function Spanish({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale="es"
      messages={{
        portal: es.portal,
        portalAvailability: es.portalAvailability,
        portalAlerts: es.portalAlerts,
      }}
    >
      <PortalErrorsProvider lookup={validationLookup(en.portalValidation, es.portalValidation)}>
        {children}
      </PortalErrorsProvider>
    </IntlProvider>
  );
}

const job = jobFixture({ status: "assigned", date: "2026-12-05", customerName: "Emily Carter" });

function setup(language: Response = jsonResponse(200, { language: "en" })) {
  const fetchMock = routeFetch((url, init) => {
    const method = init.method ?? "GET";
    if (url === "/api/contractor/jobs") return jsonResponse(200, [job]);
    if (url === "/api/contractor/jobs/summary")
      return jsonResponse(200, { pending: 1, active: 0, completed: 3, totalEarnings: "1234.50" });
    if (url.startsWith("/api/contractor/jobs/history"))
      return jsonResponse(200, { jobs: [], nextCursor: null });
    if (url === "/api/contractor/statements") return jsonResponse(200, { weeks: [] });
    if (url === "/api/contractor/availability-overview") return jsonResponse(200, []);
    if (url === "/api/contractor/availability/weekly") return jsonResponse(200, { days: [] });
    if (url === "/api/contractor/availability/time-off") return jsonResponse(200, []);
    if (url === "/api/contractor/availability/2030-03-10")
      return jsonResponse(200, { timeSlots: [], source: "weekly" });
    if (url === "/api/contractor/availability" && method === "POST")
      return jsonResponse(400, {
        error: "Past dates cannot be changed. Choose today or a later date.",
        code: "bad_request",
      });
    if (url === "/api/contractor/language" && method === "PUT") return language;
    return undefined;
  });
  const user = userEvent.setup();
  render(
    <>
      <ContractorDashboard
        initialProfile={{ id: "painter-1", firstName: "Marco", lastName: "Rossi", isVerified: true }}
      />
      <Toaster />
    </>,
    { wrapper: Spanish },
  );
  return { user, fetchMock };
}

describe("the painter's dashboard in Spanish", () => {
  it("greets, sums up and lists the jobs in Spanish, with Spanish dates and US money", async () => {
    setup();
    expect(screen.getByRole("heading", { level: 1, name: "Bienvenido, Marco Rossi" })).toBeInTheDocument();
    expect(screen.getByText("Verificado")).toBeInTheDocument();
    for (const tab of ["Mis trabajos", "Mi agenda", "Historial", "Disponibilidad", "Mis reseñas"])
      expect(screen.getByRole("tab", { name: tab })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Resumen" });
    await waitFor(() => expect(within(summary).getByText("$1,234.50")).toBeInTheDocument());
    expect(within(summary).getByText("Ganancias totales")).toBeInTheDocument();

    const card = await screen.findByTestId("job-card");
    expect(
      within(card).getByRole("heading", { name: "Trabajo de pintura: Emily Carter" }),
    ).toBeInTheDocument();
    expect(within(card).getByText("sábado, 5 de diciembre, 8:00 a. m.-12:00 p. m.")).toBeInTheDocument();
    expect(within(card).getByText("Asignado")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Aceptar trabajo" })).toBeInTheDocument();
    expect(within(card).getByText("$600.00")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Trabajos asignados pendientes/ })).toBeInTheDocument();
  });

  it("keeps <html lang> in the page's language and offers the language setting", async () => {
    setup();
    await waitFor(() => expect(document.documentElement.lang).toBe("es"));
    expect(screen.getByLabelText("Language / Idioma")).toHaveValue("es");
    expect(screen.getByRole("option", { name: "English" })).toBeInTheDocument();
  });

  it("saves the painter's choice through PUT /api/contractor/language", async () => {
    const { user, fetchMock } = setup(jsonResponse(500, { error: "Something went wrong" }));
    await user.selectOptions(screen.getByLabelText("Language / Idioma"), "en");
    await waitFor(() => expect(callsTo(fetchMock, "/api/contractor/language", "PUT")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, "/api/contractor/language", "PUT")[0])).toEqual({ language: "en" });
    // Refused: the page stays as it was and says so.
    await expectToast("No se pudo guardar su idioma");
    expect(screen.getByLabelText("Language / Idioma")).toHaveValue("es");
  });

  it("says the availability, its calendar's days and the server's known messages in Spanish", async () => {
    const { user } = setup();
    render(
      <ContractorApiProvider>
        <AvailabilityTab today="2030-03-10" />
      </ContractorApiProvider>,
      { wrapper: Spanish },
    );
    expect(screen.getByRole("heading", { name: "Horario semanal" })).toBeInTheDocument();
    expect(screen.getByText("Lunes")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Días libres" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hoy, domingo, 10 de marzo de 2030" }));
    const slots = await screen.findByRole("group", { name: "Horarios del domingo, 10 de marzo" });
    expect(within(slots).getByRole("checkbox", { name: "4:00 p. m.-8:00 p. m." })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Guardar disponibilidad" }));
    await expectToast("No se pudo actualizar la disponibilidad");
    await expectToast("Las fechas pasadas no se pueden cambiar. Elija hoy o una fecha posterior.");
  });
});
