/**
 * components/ui/toast.ts: the page's first toast loads sonner and mounts the toaster; toasts raised
 * before they arrive are shown once they do, in order, and every call answers with its id at once.
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
const mountToaster = jest.fn();

jest.mock("@/components/ui/toaster-root", () => {
  // What the real module does as it loads (through components/ui/sonner.tsx): hand sonner's `toast` over.
  const { provideSonner } =
    jest.requireActual<typeof import("@/components/ui/toast")>("@/components/ui/toast");
  provideSonner(fakeSonner as never);
  return { mountToaster };
});

import { toast } from "@/components/ui/toast";

it("loads the toaster once on the first toast, keeps early toasts in order, then calls straight through", async () => {
  toast.dismiss(); // nothing shown yet: nothing to load for
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mountToaster).not.toHaveBeenCalled();

  const first = toast.error("Booking Not Found", {
    description: "Please check your booking ID and email address",
  });
  const second = toast.success("Booking Cancelled", { id: "mine" });
  expect(first).toMatch(/^toast-\d+$/);
  expect(second).toBe("mine");
  expect(calls).toEqual([]);

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mountToaster).toHaveBeenCalledTimes(1);
  expect(calls).toEqual([`error Booking Not Found ${first}`, "success Booking Cancelled mine"]);

  const third = toast("Saved");
  toast.dismiss(third);
  expect(calls.slice(2)).toEqual([`plain Saved ${third}`, `dismiss ${third}`]);
  expect(mountToaster).toHaveBeenCalledTimes(1);
});
