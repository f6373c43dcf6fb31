import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import "../../../setup/dom-polyfills";
import { CommercialInquiryForm } from "@/components/home/commercial-inquiry-form";
import {
  CommercialInquiryFormLoader,
  loadCommercialInquiryForm,
} from "@/components/home/commercial-inquiry-form-loader";
import { Toaster } from "@/components/ui/sonner";
import { loadOnDemandParts } from "../../../helpers/on-demand";

// The loader fetches the real form on demand (a bare import()): loaded before the tests (the import of
// CommercialInquiryForm above does it too), so the swap the tests wait for involves no compile.
loadOnDemandParts(loadCommercialInquiryForm);

const fetchMock = jest.fn();

/** jsdom has no fetch Response: the form reads only ok, status and json(). */
const fakeResponse = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("CommercialInquiryForm", () => {
  it("shows the schema's messages and sends nothing when fields are missing", async () => {
    render(<CommercialInquiryForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText(/at least 10 characters/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the trimmed values, shows progress, then a success toast and an empty form", async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(
      <>
        <CommercialInquiryForm />
        <Toaster />
      </>,
    );
    fill({
      "Your name": "  Dana Whitfield ",
      "E-mail": "dana@whitfieldpg.example",
      "Project details": "Repaint the lobby and two conference rooms in Malvern.",
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/commercial-inquiries");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Dana Whitfield",
      email: "dana@whitfieldpg.example",
      message: "Repaint the lobby and two conference rooms in Malvern.",
    });
    await act(async () => answer(fakeResponse(201, { id: "abc" })));
    expect(await screen.findByText(/Thank you! Your inquiry has been sent/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
  });

  it("shows the server's message in an error toast and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(fakeResponse(429, { error: "Too many inquiries from your network." }));
    render(
      <>
        <CommercialInquiryForm />
        <Toaster />
      </>,
    );
    fill({
      "Your name": "Dana",
      "E-mail": "dana@example.com",
      "Project details": "A dental office waiting room.",
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Too many inquiries from your network.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Dana");
  });
});

describe("CommercialInquiryForm, beyond the schema's texts", () => {
  it("focuses the first refused field, and re-checks a field as it changes after a first try", async () => {
    render(<CommercialInquiryForm />);
    fill({ "Your name": "Dana" });
    fireEvent.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    fill({ "E-mail": "dana@example.com" });
    expect(screen.queryByText("Please enter a valid email address.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "false");
  });

  it("says when the server could not be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(
      <>
        <CommercialInquiryForm />
        <Toaster />
      </>,
    );
    fill({
      "Your name": "Dana",
      "E-mail": "dana@example.com",
      "Project details": "A dental office waiting room.",
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText(/couldn't reach our server/)).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Dana");
  });
});

describe("CommercialInquiryFormLoader", () => {
  const observers: { callback: IntersectionObserverCallback }[] = [];
  beforeEach(() => {
    observers.length = 0;
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      writable: true,
      value: class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    });
  });

  it("renders a labelled placeholder, then carries typed values and focus over to the real form", async () => {
    render(<CommercialInquiryFormLoader />);
    expect(screen.getByRole("form", { name: "Tell us about your project" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Dana Whitfield" } });
    const email = screen.getByLabelText("E-mail");
    email.focus();
    fireEvent.focus(email);
    await waitFor(() =>
      expect(screen.getByLabelText("Your name")).not.toHaveAttribute("id", "commercial-shell-name"),
    );
    expect(screen.getByLabelText("Your name")).toHaveValue("Dana Whitfield");
    await waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveFocus());
  });

  it("loads when the form comes near the viewport, and a submit before that is not lost", async () => {
    render(<CommercialInquiryFormLoader />);
    fireEvent.submit(screen.getByRole("form", { name: "Tell us about your project" }));
    // The submit itself starts the load; the real form then validates at once.
    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(observers.length).toBeGreaterThan(0);
  });
});
