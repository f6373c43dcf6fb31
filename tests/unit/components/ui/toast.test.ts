/**
 * components/ui/toast.ts: the page's first toast loads sonner; toasts raised before it arrives are
 * shown once it does, in order, and every call answers with its id at once.
 */
const calls: string[] = [];
const fakeSonner = Object.assign(
  (message: string, options: { id: string }) => calls.push(`plain ${message} ${options.id}`),
  {
    success: (message: string, options: { id: string }) => calls.push(`success ${message} ${options.id}`),
    error: (message: string, options: { id: string }) => calls.push(`error ${message} ${options.id}`),
    dismiss: (id?: string) => calls.push(`dismiss ${id ?? "all"}`),
  },
);

jest.mock("@/components/ui/sonner", () => {
  // What the real module does as it loads: hand sonner's `toast` to the lazy one.
  const { provideSonner } =
    jest.requireActual<typeof import("@/components/ui/toast")>("@/components/ui/toast");
  provideSonner(fakeSonner as never);
  return {};
});

import { toast } from "@/components/ui/toast";
import { toasterRequested } from "@/components/ui/toaster-request";

it("asks for the toaster, keeps early toasts in order until sonner is here, then calls straight through", async () => {
  expect(toasterRequested()).toBe(false);
  toast.dismiss(); // nothing shown yet: nothing to load for
  expect(toasterRequested()).toBe(false);

  const first = toast.error("Booking Not Found", {
    description: "Please check your booking ID and email address",
  });
  const second = toast.success("Booking Cancelled", { id: "mine" });
  expect(toasterRequested()).toBe(true);
  expect(first).toMatch(/^toast-\d+$/);
  expect(second).toBe("mine");
  expect(calls).toEqual([]);

  // Until sonner is here: the module the toast asked for (the mock above) has run, so provideSonner has
  // replayed the waiting calls; not a timer that happens to fire after the import.
  await import("@/components/ui/sonner");
  expect(calls).toEqual([`error Booking Not Found ${first}`, "success Booking Cancelled mine"]);

  const third = toast("Saved");
  toast.dismiss(third);
  expect(calls.slice(2)).toEqual([`plain Saved ${third}`, `dismiss ${third}`]);
});
