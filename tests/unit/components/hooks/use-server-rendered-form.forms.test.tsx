import "../../../setup/dom-polyfills";

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { LoginForm } from "@/components/auth/login-form";
import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { ManageBookingForm } from "@/components/booking/manage-booking-form";
import { RegistrationForm } from "@/components/contractor/registration-form";
import { SetPasswordForm } from "@/components/contractor/set-password-form";
import { SignInLinkRequestForm } from "@/components/contractor/sign-in/sign-in-link-request-form";
import { typedBeforeHydration } from "@/components/hooks/use-server-rendered-form";
import { ReviewForm } from "@/components/reviews/review-form";
import { BOOKING_ID } from "../admin/helpers";

/**
 * A phone shows a form's server HTML seconds before React owns it, and people type meanwhile.
 * Each form rendered on the server is rendered to HTML here, typed into as a browser would (the
 * field's value changes, the server's default stays), and only then hydrated: what it sends must be
 * what was typed, and until hydration it must not be able to send itself.
 */

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() }),
}));

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** Every request the forms make, answered 200 with an empty object, its body read back. */
function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const body =
      init.body instanceof FormData
        ? Object.fromEntries(
            [...init.body.entries()].map(([key, value]) => [
              key,
              typeof value === "string" ? value : value.name,
            ]),
          )
        : JSON.parse(String(init.body ?? "{}"));
    sent.push({ url: String(url), body });
    return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
  }) as unknown as typeof fetch;
  return sent;
}

/** Server HTML in the page, `typing` done into it by label, and then React hydrating it. */
function typeThenHydrate(ui: ReactElement, typing: (page: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(ui);
  const form = container.querySelector("form")!;
  expect(form).toHaveAttribute("method", "post"); // a native submit never puts the fields in the URL
  const submit = within(container)
    .getAllByRole("button")
    .find((b) => b.getAttribute("type") === "submit")!;
  expect(submit).toBeDisabled(); // nor can the browser send it by itself (Enter included)
  typing(container);
  render(ui, { container, hydrate: true });
  return submit;
}

/** Types as the browser does before any script runs: the value changes, nothing else happens. */
function type(page: HTMLElement, label: string | RegExp, value: string) {
  const field = within(page).getByLabelText(label) as HTMLInputElement;
  field.value = value;
}

async function sendAndRead(submit: HTMLElement, sent: Sent[]) {
  await waitFor(() => expect(submit).toBeEnabled());
  fireEvent.click(submit);
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("forms rendered on the server keep what was typed before hydration", () => {
  it("the painters' login", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(<LoginForm portal="contractor" />, (page) => {
      type(page, "Email", "marco.rossi@example.com");
      type(page, "Password", "painter123");
    });
    expect(screen.getByLabelText("Email")).toHaveValue("marco.rossi@example.com");
    const { url, body } = await sendAndRead(submit, sent);
    expect(url).toBe("/api/contractor/login");
    expect(body).toMatchObject({ email: "marco.rossi@example.com", password: "painter123" });
  });

  it("the admin's login", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(<LoginForm portal="admin" />, (page) => {
      type(page, "Admin password", "test-admin-password");
    });
    const { body } = await sendAndRead(submit, sent);
    expect(body).toEqual({ username: "admin", password: "test-admin-password" });
  });

  it("the request for a one-time sign-in link", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(<SignInLinkRequestForm />, (page) => {
      type(page, "Email", "marco.rossi@example.com");
    });
    expect(await sendAndRead(submit, sent)).toEqual({
      url: "/api/contractor/sign-in-link",
      body: { email: "marco.rossi@example.com" },
    });
  });

  it("the booking look-up", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(<ManageBookingForm />, (page) => {
      type(page, "Booking ID", BOOKING_ID);
      type(page, "Email Address", "emily@example.com");
    });
    expect(await sendAndRead(submit, sent)).toEqual({
      url: `/api/bookings/${BOOKING_ID}/lookup`,
      body: { email: "emily@example.com" },
    });
  });

  it("the invited painter's new password", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(
      <SetPasswordForm token="signed.token" email="inez@example.com" />,
      (page) => {
        type(page, "New password", "fresh-paint-1");
        type(page, "Confirm password", "fresh-paint-1");
      },
    );
    expect(await sendAndRead(submit, sent)).toEqual({
      url: "/api/contractor/set-password",
      body: { token: "signed.token", password: "fresh-paint-1" },
    });
  });

  it("the painter's change of a temporary password", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(<ChangePasswordForm email="marco.rossi@example.com" />, (page) => {
      type(page, "Temporary password", "temp-123456");
      type(page, "New password", "fresh-paint-1");
      type(page, "Confirm new password", "fresh-paint-1");
    });
    expect(await sendAndRead(submit, sent)).toEqual({
      url: "/api/contractor/password",
      body: { currentPassword: "temp-123456", newPassword: "fresh-paint-1" },
    });
  });

  it("the painter's registration, the W9 chosen before hydration included", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(<RegistrationForm />, (page) => {
      type(page, "First Name *", "Rosa");
      type(page, "Last Name *", "Diaz");
      type(page, "Email *", "rosa.diaz@example.com");
      type(page, "Phone *", "(215) 555-0199");
      type(page, "Password *", "velvet-otter-climbs");
      type(page, "Confirm Password *", "velvet-otter-climbs");
      type(page, "Years of Experience *", "6");
      type(page, "About Your Experience", "Rowhome interiors.");
      const w9 = new File(["%PDF-1.4\n%%EOF\n"], "w9-2026.pdf", { type: "application/pdf" });
      Object.defineProperty(within(page).getByLabelText("W9 Form *"), "files", { value: [w9] });
    });
    const { url, body } = await sendAndRead(submit, sent);
    expect(url).toBe("/api/contractor/register");
    expect(body).toMatchObject({
      firstName: "Rosa",
      lastName: "Diaz",
      email: "rosa.diaz@example.com",
      phone: "(215) 555-0199",
      password: "velvet-otter-climbs",
      experienceYears: "6",
      bio: "Rowhome interiors.",
      w9Document: "w9-2026.pdf",
    });
  });

  it("the customer's review: the stars chosen and the text typed", async () => {
    const sent = recordRequests();
    const submit = typeThenHydrate(
      <ReviewForm
        token="review.token"
        painterFirstName="Marco"
        jobDateLabel="Tuesday, March 3"
        review={null}
      />,
      (page) => {
        (within(page).getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked = true;
        type(page, "Your review (optional)", "Careful, tidy and a day early.");
      },
    );
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    const { url, body } = await sendAndRead(submit, sent);
    expect(url).toBe("/api/reviews/review.token");
    expect(body).toMatchObject({ rating: 4, text: "Careful, tidy and a day early." });
  });
});

describe("typedBeforeHydration", () => {
  it("reports only the fields that differ from the server's HTML, by name", () => {
    document.body.innerHTML = `
      <form>
        <input name="untouched" value="as rendered">
        <input name="changed" value="">
        <input name="fixed" value="admin" readonly>
        <input name="agree" type="checkbox">
        <input name="stars" type="radio" value="1" checked>
        <input name="stars" type="radio" value="2">
        <textarea name="note"></textarea>
        <input value="no name">
      </form>`;
    const form = document.querySelector("form")!;
    const field = (selector: string) => form.querySelector(selector) as HTMLInputElement;
    field("[name=changed]").value = "typed";
    field("[name=fixed]").value = "someone else";
    field("[name=agree]").checked = true;
    field("[name=stars][value='2']").checked = true;
    (form.querySelector("textarea") as HTMLTextAreaElement).value = "a note";
    field("input:not([name])").value = "typed too";
    expect(typedBeforeHydration(form)).toEqual({ changed: "typed", stars: "2", note: "a note" });
  });
});

describe("every form a page renders on the server", () => {
  /** Forms that carry early typing over their own way, and why. */
  const OWN_WAY: Record<string, string> = {
    "components/home/commercial-inquiry-form-loader.tsx":
      "a placeholder that hands what was typed to the real form when its code loads",
    "components/admin/pricing/pricing-tab.tsx":
      "renders its form only once its data has loaded in the browser",
    "components/invoices/invoice-document.tsx":
      "the Pay button's form has no field: a native post before hydration is the same request",
    "components/admin/payments/payments-tab.tsx":
      "the search submits what the field holds when it is sent (read from the form, not from state)",
  };

  it("uses useServerRenderedForm", () => {
    const root = path.join(__dirname, "../../../..");
    const pages = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith("page.tsx"),
    );
    const forms = new Set<string>();
    for (const page of pages) {
      const source = readFileSync(path.join(root, "app", page), "utf8");
      for (const [, module] of source.matchAll(/from "@\/(components\/[^"]+)"/g)) {
        const file = `${module}.tsx`;
        if (
          existsSync(path.join(root, file)) &&
          readFileSync(path.join(root, file), "utf8").includes("<form")
        )
          forms.add(file);
      }
    }
    expect(forms.size).toBeGreaterThanOrEqual(6);
    const without = [...forms].filter(
      (file) =>
        !OWN_WAY[file] && !readFileSync(path.join(root, file), "utf8").includes("useServerRenderedForm("),
    );
    expect(without).toEqual([]);
  });
});
