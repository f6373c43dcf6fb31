import "../../../setup/dom-polyfills";

import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { loadCancelConfirmation } from "@/components/booking/cancel-panel";
import { CancelByLink } from "@/components/booking/cancel-by-link";
import { loadBookingDetails, ManageBookingForm } from "@/components/booking/manage-booking-form";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { es } from "@/messages/es";
import { BOOKING_ID, bookingFixture, expectToast, jsonResponse, mockFetch } from "./fixtures";
import { loadOnDemandParts } from "../../../helpers/on-demand";

loadOnDemandParts(loadBookingDetails, loadCancelConfirmation);

const EMAIL = "marisol.reyes@example.com";
const SPANISH_DATE = /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-zé]+$/;

function inSpanish(children: ReactNode) {
  return render(
    <IntlProvider locale="es" messages={es}>
      {children}
      <Toaster />
    </IntlProvider>,
  );
}

afterEach(() => {
  toast.dismiss();
  jest.restoreAllMocks();
});

describe("Manage Booking in Spanish", () => {
  it("asks for the booking in Spanish and shows it with Spanish date, slot and status", async () => {
    mockFetch(jsonResponse(200, { ...bookingFixture(), statusToken: null }));
    const user = userEvent.setup();
    inSpanish(<ManageBookingForm />);

    await user.click(screen.getByRole("button", { name: "Buscar mi reserva" }));
    await expectToast("El número de reserva y el correo electrónico son obligatorios");

    await user.type(screen.getByLabelText("Número de reserva"), BOOKING_ID);
    await user.type(screen.getByLabelText("Correo electrónico"), EMAIL);
    await user.click(screen.getByRole("button", { name: "Buscar mi reserva" }));

    const details = await screen.findByRole("dialog", { name: "Detalles de la reserva" });
    expect(within(details).getByText(`Número de reserva: ${BOOKING_ID}`)).toBeInTheDocument();
    expect(within(details).getByText(SPANISH_DATE)).toBeInTheDocument();
    expect(within(details).getByText(/^\d{1,2}:00 [ap]\. m\.-\d{1,2}:00 [ap]\. m\.$/)).toBeInTheDocument();
    expect(within(details).getByText("Programada")).toBeInTheDocument();
    expect(within(details).getByText(/^Cancelar es gratis hasta 24 horas antes/)).toBeInTheDocument();
    expect(within(details).getByRole("button", { name: "Cancelar esta cita" })).toBeInTheDocument();
    expect(within(details).getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });

  it("says 'not found' in Spanish, not the server's English", async () => {
    mockFetch(
      jsonResponse(404, { error: "Booking Not Found: Please check your booking ID and email address" }),
    );
    const user = userEvent.setup();
    inSpanish(<ManageBookingForm />);
    await user.type(screen.getByLabelText("Número de reserva"), BOOKING_ID);
    await user.type(screen.getByLabelText("Correo electrónico"), EMAIL);
    await user.click(screen.getByRole("button", { name: "Buscar mi reserva" }));

    await expectToast("No encontramos la reserva");
    await expectToast("Revise su número de reserva y su correo electrónico");
    expect(screen.queryByText(/Booking Not Found/)).not.toBeInTheDocument();
  });
});

describe("cancel by link in Spanish", () => {
  it("cancels with Spanish texts and shows a failure in Spanish", async () => {
    mockFetch(jsonResponse(409, { error: "This booking can no longer be cancelled online." }));
    const user = userEvent.setup();
    inSpanish(<CancelByLink booking={bookingFixture()} token="cancel-token" />);

    expect(screen.getByRole("heading", { level: 1, name: "Cancele su reserva" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Administrar mi reserva" })).toHaveAttribute(
      "href",
      "/es/manage-booking",
    );
    await user.click(screen.getByRole("button", { name: "Cancelar mi reserva" }));
    const confirmation = await screen.findByRole("alertdialog", { name: "¿Cancelar esta reserva?" });
    await user.click(within(confirmation).getByRole("button", { name: "Sí, cancelar la reserva" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "No se pudo cancelar" })).toBeInTheDocument();
    expect(within(alert).getByText("No pudimos cancelar la reserva")).toBeInTheDocument();
    expect(screen.queryByText(/can no longer be cancelled/)).not.toBeInTheDocument();
  });
});
