import type { Metadata } from "next";
import type { ReactNode } from "react";
import { BackOfficeShell } from "@/components/admin/back-office/back-office-shell";
import { requireAdmin } from "./require-admin";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

/** The frame of every back-office tab; /admin/login and /admin/sign-in stay outside it. */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return <BackOfficeShell>{children}</BackOfficeShell>;
}
