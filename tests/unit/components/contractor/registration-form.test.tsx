import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { RegistrationForm } from "@/components/contractor/registration-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { deferred, expectToast, jsonResponse, routeFetch } from "./fixtures";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const PDF = () => new File(["%PDF-1.4\n%%EOF\n"], "w9-2026.pdf", { type: "application/pdf" });

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <RegistrationForm />
      <Toaster />
    </>,
  );
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, { confirm = "velvet-otter-climbs" } = {}) {
  await user.type(screen.getByLabelText("First Name *"), "Rosa");
  await user.type(screen.getByLabelText("Last Name *"), "Diaz");
  await user.type(screen.getByLabelText("Email *"), "Rosa.Diaz@Example.com");
  await user.type(screen.getByLabelText("Phone *"), "(215) 555-0199");
  await user.type(screen.getByLabelText("Password *"), "velvet-otter-climbs");
  await user.type(screen.getByLabelText("Confirm Password *"), confirm);
  await user.type(screen.getByLabelText("Years of Experience *"), "6");
  await user.type(screen.getByLabelText("About Your Experience"), "Rowhome interiors.");
}

const w9Input = () => screen.getByLabelText("W9 Form *") as HTMLInputElement;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Create Contractor Account" }));

afterEach(() => {
  toast.dismiss();
  jest.restoreAllMocks();
  push.mockReset();
});

describe("RegistrationForm", () => {
  it("offers the spec's fields: bio of 4 rows, W9 accepting PDF/DOC/DOCX with its hint, experience from 1", () => {
    setup();
    expect(screen.getByLabelText("About Your Experience")).toHaveAttribute("rows", "4");
    expect(w9Input()).toHaveAttribute("accept", ".pdf,.doc,.docx");
    expect(w9Input()).toHaveAccessibleDescription("PDF, DOC, DOCX (MAX. 10MB)");
    expect(screen.getByLabelText("Years of Experience *")).toHaveAttribute("min", "1");
    expect(screen.getByLabelText("Email *")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone *")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Business Name (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("License Number (optional)")).toBeInTheDocument();
  });

  it("shows 'Selected: ' and the file name after choosing a W9", async () => {
    const user = setup();
    await user.upload(w9Input(), PDF());
    expect(screen.getByText("Selected: w9-2026.pdf")).toBeInTheDocument();
  });

  it("refuses a W9 over 10 MB, or of another type, in the browser", async () => {
    const user = setup();
    const big = PDF();
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(w9Input(), big);
    await expectToast("File Too Large");
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();

    await user.upload(w9Input(), new File(["MZ"], "w9.exe", { type: "application/octet-stream" }));
    await expectToast("Unsupported File Type");
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
  });

  it("toasts 'Password Mismatch' with the exact text and sends nothing", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await fillValid(user, { confirm: "velvet-otter-climbz" });
    await user.upload(w9Input(), PDF());
    await submit(user);
    await expectToast("Password Mismatch");
    await expectToast("Passwords do not match. Please check and try again.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts 'W9 Form Required' with the exact text when no file is chosen", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await fillValid(user);
    await submit(user);
    await expectToast("W9 Form Required");
    await expectToast("Please upload your W9 form to complete registration.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the fields with the API's schema (experience at least 1, valid email)", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await user.type(screen.getByLabelText("Email *"), "not-an-email");
    await user.type(screen.getByLabelText("Years of Experience *"), "0");
    await submit(user);
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("At least 1 year of experience")).toBeInTheDocument();
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for 12 characters on the password field, under the rule's hint, and sends nothing", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await fillValid(user, { confirm: "aaaaaa" });
    await user.clear(screen.getByLabelText("Password *"));
    await user.type(screen.getByLabelText("Password *"), "aaaaaa");
    await user.upload(w9Input(), PDF());
    await submit(user);
    const field = screen.getByLabelText("Password *");
    expect(field).toHaveAccessibleDescription(
      "At least 12 characters. Not a common password, and not your name or e-mail address. Use at least 12 characters.",
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason for refusing the password on the password field", async () => {
    const reason = "Don't build your password from your name or e-mail address.";
    routeFetch((url) =>
      url === "/api/contractor/register"
        ? jsonResponse(400, {
            error: reason,
            code: "invalid_request",
            details: { fields: { password: [reason] } },
          })
        : undefined,
    );
    const user = setup();
    await fillValid(user);
    await user.upload(w9Input(), PDF());
    await submit(user);
    await expectToast("Registration Failed");
    const field = screen.getByLabelText("Password *");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(field).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it("sends the password as typed, spaces and all, as the login does", async () => {
    const fetchMock = routeFetch((url, init) =>
      url === "/api/contractor/register" && init.method === "POST"
        ? jsonResponse(201, { message: "Registration Successful", contractor: { id: "c1" } })
        : undefined,
    );
    const user = setup();
    await fillValid(user, { confirm: " velvet otter 123 " });
    await user.clear(screen.getByLabelText("Password *"));
    await user.type(screen.getByLabelText("Password *"), " velvet otter 123 ");
    await user.upload(w9Input(), PDF());
    await submit(user);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get("password")).toBe(" velvet otter 123 ");
    expect(body.get("firstName")).toBe("Rosa");
  });

  it("sends the multipart form, shows 'Creating Account...', then 'Registration Successful' and goes to the login", async () => {
    const answer = deferred<Response>();
    const fetchMock = routeFetch((url, init) =>
      url === "/api/contractor/register" && init.method === "POST" ? answer.promise : undefined,
    );
    const user = setup();
    await fillValid(user);
    await user.upload(w9Input(), PDF());
    await submit(user);

    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("firstName")).toBe("Rosa");
    expect(body.get("email")).toBe("Rosa.Diaz@Example.com");
    expect(body.get("experienceYears")).toBe("6");
    expect(body.get("bio")).toBe("Rowhome interiors.");
    expect(body.get("confirmPassword")).toBeNull();
    expect((body.get("w9Document") as File).name).toBe("w9-2026.pdf");

    answer.resolve(jsonResponse(201, { message: "Registration Successful", contractor: { id: "c1" } }));
    await expectToast("Registration Successful");
    await expectToast("Your contractor account has been created. You can now log in.");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/contractor/login"));
  });

  it("toasts 'Registration Failed' with the server's message, or the fallback text", async () => {
    const fetchMock = routeFetch(() => undefined);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(409, {
          error: "An account with this email already exists. Log in instead, or use another email.",
        }),
      )
      .mockResolvedValueOnce(jsonResponse(500, null));
    const user = setup();
    await fillValid(user);
    await user.upload(w9Input(), PDF());
    await submit(user);
    await expectToast("Registration Failed");
    await expectToast("An account with this email already exists. Log in instead, or use another email.");

    await submit(user);
    await expectToast("Failed to create contractor account. Please try again.");
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Create Contractor Account" })).toBeEnabled();
  });
});
