import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PageError from "@/app/(en)/error";
import GlobalError from "@/app/global-error";

describe("the error pages show the reference support searches for", () => {
  it("app/(en)/error.tsx shows the error's digest as its reference, and retries", async () => {
    const reset = jest.fn();
    const error = Object.assign(new Error("An error occurred in the Server Components render."), {
      digest: "3141592653",
    });
    render(<PageError error={error} reset={reset} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/^Reference:/)).toHaveTextContent("Reference: 3141592653");
    // The error's own message (it may carry data) is never shown.
    expect(document.body).not.toHaveTextContent("Server Components render");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Return home" })).toHaveAttribute("href", "/");
  });

  it("an error without a digest (it happened in the browser) shows no reference", () => {
    render(<PageError error={new Error("client")} reset={() => {}} />);
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it("app/global-error.tsx shows it too", () => {
    const error = Object.assign(new Error("layout failed"), { digest: "2718281828" });
    // global-error renders its own <html>: React in jsdom mounts it into the container's document.
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(<GlobalError error={error} reset={() => {}} />);
    } finally {
      spy.mockRestore();
    }
    expect(screen.getByText(/^Reference:/)).toHaveTextContent("Reference: 2718281828");
  });
});
