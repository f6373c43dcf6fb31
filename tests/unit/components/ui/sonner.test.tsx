import "@/tests/setup/dom-polyfills";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";

describe("Toaster", () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });

  it("shows only the newest toast when two are fired", async () => {
    render(<Toaster />);

    act(() => {
      toast.success("Quote sent to 3 painters");
      toast("Booking saved");
    });

    await waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(2));
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent("Booking saved");

    const hidden = document.querySelector('[data-sonner-toast][data-visible="false"]');
    expect(hidden).toHaveTextContent("Quote sent to 3 painters");
  });

  it("uses the top-center position with a close button", async () => {
    render(<Toaster />);
    act(() => {
      toast("Profile updated");
    });

    const closeButton = await screen.findByRole("button", { name: /close/i });
    expect(closeButton).toBeInTheDocument();
    const toaster = document.querySelector("[data-sonner-toaster]");
    expect(toaster).toHaveAttribute("data-y-position", "top");
    expect(toaster).toHaveAttribute("data-x-position", "center");
  });
});
