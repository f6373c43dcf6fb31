import type { Metadata } from "next";
import { CleanupPage } from "@/components/admin/cleanup/cleanup-page";
import { backOfficeTitle } from "@/components/admin/back-office/tabs";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: backOfficeTitle("cleanup") };

export default async function AdminCleanupPage() {
  await requireAdmin();
  return <CleanupPage />;
}
