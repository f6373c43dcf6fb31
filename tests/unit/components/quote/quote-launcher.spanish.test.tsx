import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuoteHost, openQuoteWizard } from "@/components/quote/quote-launcher";
import { resetPricingConfigForTests } from "@/components/quote/use-pricing-config";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { installFakeApi, SERVED_ADDRESS, waitForPricing } from "./harness";

/** The wizard as a Spanish page loads it: its code and the Spanish texts in one download. */
async function renderSpanishWizard() {
  resetPricingConfigForTests();
  const { QuoteHost, texts } = await loadQuoteHost("es");
  const user = userEvent.setup();
  render(
    <TooltipProvider>
      <QuoteHost locale="es" texts={texts} />
      <Toaster />
    </TooltipProvider>,
  );
  act(() => {
    openQuoteWizard();
  });
  const dialog = await screen.findByRole("dialog", { name: "Obtenga su cotización al instante" });
  return { user, dialog };
}

describe("quote wizard in Spanish", () => {
  it("asks every step in Spanish, shows the schema's errors and the breakdown in Spanish, and sends language es", async () => {
    const api = installFakeApi({
      "POST /api/quotes": () => ({ status: 500, body: { error: "Internal error" } }),
    });
    const { user, dialog } = await renderSpanishWizard();
    await waitForPricing(api);
    expect(within(dialog).getByText("Paso 1 de 4: Información del proyecto")).toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Avance de la cotización" })).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole("textbox", { name: "Dirección de la propiedad" }),
      SERVED_ADDRESS,
    );
    await user.click(within(dialog).getByRole("button", { name: "Verificar" }));
    // The server's answer is English ("Great news! We serve Philadelphia County."): the page says it in Spanish.
    expect(await within(dialog).findByText("¡Buenas noticias! Trabajamos en su zona.")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Great news/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText("Faltan datos obligatorios")).toBeInTheDocument();
    expect(within(dialog).getByText("Escriba su nombre completo")).toBeInTheDocument();
    expect(within(dialog).getByText("Escriba su correo electrónico")).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Nombre completo" }), "Marisol Reyes");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Correo electrónico" }),
      "marisol@example.com",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Teléfono" }), "215-555-0148");
    await user.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    await within(dialog).findByRole("heading", { name: "Sus habitaciones" });

    await user.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText("Falta información obligatoria")).toBeInTheDocument();
    const room = within(dialog).getByRole("region", { name: "Habitación 1" });
    expect(within(room).getAllByText("Debe ser mayor que 0").length).toBeGreaterThan(0);
    expect(
      within(room).getByText("Escriba un código de color o solicite una consulta de color"),
    ).toBeInTheDocument();
    expect(within(room).getByRole("combobox", { name: "Habitación 1 Tipo de habitación" })).toHaveTextContent(
      "Dormitorio",
    );

    await user.type(within(room).getByRole("spinbutton", { name: "Habitación 1 Largo (pies)" }), "12");
    await user.type(within(room).getByRole("spinbutton", { name: "Habitación 1 Ancho (pies)" }), "10");
    await user.type(
      within(room).getByRole("textbox", { name: "Habitación 1 Paredes Código de color" }),
      "SW 7008",
    );
    await user.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    await within(dialog).findByRole("heading", { name: "Condiciones" });
    expect(within(dialog).getByText("Capa de imprimador")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    await within(dialog).findByRole("heading", { name: "Revise su cotización" });
    const breakdown = within(dialog).getByTestId("quote-breakdown");
    expect(within(breakdown).getByRole("rowheader", { name: "Dormitorio 1" })).toBeInTheDocument();
    expect(within(breakdown).getByRole("rowheader", { name: "Subtotal" })).toBeInTheDocument();
    expect(within(breakdown).getByRole("rowheader", { name: /^Impuesto \(\d/ })).toBeInTheDocument();
    expect(within(dialog).getByText("Propiedad")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Obtener cotización y programar" }));
    expect(
      await screen.findByText("No pudimos crear la cotización. Vuelva a intentarlo."),
    ).toBeInTheDocument();
    // The server's English detail is not shown on a Spanish page.
    expect(screen.queryByText("Internal error")).not.toBeInTheDocument();
    expect(api.calls("POST", "/api/quotes")[0]!.body).toMatchObject({ language: "es" });
  });
});
