import "../../../setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { IntlProvider } from "@/components/i18n/intl-provider";
import { ReviewForm } from "@/components/reviews/review-form";
import { es } from "@/messages/es";
import { installFakeApi, REVIEW_URL, TOKEN } from "./fixtures";

jest.setTimeout(20_000);

function setup() {
  const user = userEvent.setup();
  render(
    <IntlProvider locale="es" messages={es}>
      <ReviewForm token={TOKEN} painterFirstName="Marco" jobDateLabel="martes, 3 de marzo" review={null} />
    </IntlProvider>,
  );
  return user;
}

describe("review form in Spanish", () => {
  it("asks in Spanish and shows the rules' messages in Spanish", async () => {
    installFakeApi({});
    const user = setup();
    expect(
      screen.getByRole("heading", { level: 1, name: "Califique su trabajo de pintura" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Marco")).toBeInTheDocument();
    expect(screen.getByText("martes, 3 de marzo")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "3 estrellas" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Su reseña (opcional)" })).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Su reseña (opcional)" }), "Muy bien.");
    await user.click(screen.getByRole("button", { name: "Enviar mi reseña" }));
    expect(await screen.findByText("Elija una calificación de 1 a 5 estrellas")).toBeInTheDocument();
    expect(screen.getByText("Su reseña debe tener entre 20 y 2,000 caracteres")).toBeInTheDocument();
  });

  it("shows a refusal of the server in Spanish, not its English", async () => {
    installFakeApi({
      [`PUT ${REVIEW_URL}`]: () => ({
        status: 409,
        body: {
          error: "This review is already published and can no longer be changed. To change it, e-mail us.",
        },
      }),
    });
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "5 estrellas" }));
    await user.click(screen.getByRole("button", { name: "Enviar mi reseña" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Esta reseña ya está publicada y no se puede cambiar. Para cambiarla, escríbanos por correo.",
    );
  });
});
