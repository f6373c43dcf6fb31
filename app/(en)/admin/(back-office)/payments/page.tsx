import type { Metadata } from "next";
import { PaymentsTab } from "@/components/admin/payments/payments-tab";
import { backOfficeTitle } from "@/components/admin/back-office/tabs";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: backOfficeTitle("payments") };

export default async function AdminPaymentsPage() {
  await requireAdmin();
  return <PaymentsTab />;
}
