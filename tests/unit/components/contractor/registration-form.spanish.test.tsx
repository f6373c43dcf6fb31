import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { RegistrationForm } from "@/components/contractor/registration-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { expectToast, jsonResponse, routeFetch } from "./fixtures";

/** The registration form as /es/become-painter hands it out: Spanish texts and messages, language "es". */
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const PDF = () => new File(["%PDF-1.4\n%%EOF\n"], "w9-2026.pdf", { type: "application/pdf" });

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <RegistrationForm
        language="es"
        texts={es.registration.form}
        validation={validationLookup(en.registrationValidation, es.registrationValidation)}
      />
      <Toaster />
    </>,
  );
  return user;
}

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("RegistrationForm in Spanish", () => {
  it("labels every field in Spanish and says the schema's messages in Spanish", async () => {
    const user = setup();
    expect(screen.getByRole("form", { name: "Registro de pintores" })).toBeInTheDocument();
    expect(screen.getByLabelText("Años de experiencia *")).toHaveAttribute("min", "1");
    expect(screen.getByLabelText("Formulario W9 *")).toHaveAccessibleDescription(
      "PDF, DOC, DOCX (MÁX. 10 MB)",
    );
    await user.click(screen.getByRole("button", { name: "Crear cuenta de pintor" }));
    expect(await screen.findByText("Escriba su nombre")).toBeInTheDocument();
    expect(screen.getByText("Confirme su contraseña")).toBeInTheDocument();
  });

  it("sends language es with the registration and greets the new painter in Spanish", async () => {
    let sent: FormData | undefined;
    routeFetch((url, init) => {
      if (url !== "/api/contractor/register") return undefined;
      sent = init.body as FormData;
      return jsonResponse(201, { message: "Registration Successful", contractor: { id: "c1" } });
    });
    const user = setup();
    await user.type(screen.getByLabelText("Nombre *"), "Rosa");
    await user.type(screen.getByLabelText("Apellido *"), "Díaz");
    await user.type(screen.getByLabelText("Correo electrónico *"), "rosa.diaz@example.com");
    await user.type(screen.getByLabelText("Teléfono *"), "(215) 555-0199");
    await user.type(screen.getByLabelText("Contraseña *"), "velvet-otter-climbs");
    await user.type(screen.getByLabelText("Confirmar contraseña *"), "velvet-otter-climbs");
    await user.type(screen.getByLabelText("Años de experiencia *"), "6");
    await user.upload(screen.getByLabelText("Formulario W9 *"), PDF());
    expect(screen.getByText("Seleccionado: w9-2026.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Crear cuenta de pintor" }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.get("language")).toBe("es");
    await expectToast("Registro completado");
    expect(push).toHaveBeenCalledWith("/contractor/login?registered=1");
  });
});
