import type { Metadata } from "next";
import { PricingTab } from "@/components/admin/pricing/pricing-tab";
import { backOfficeTitle } from "@/components/admin/back-office/tabs";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: backOfficeTitle("pricing") };

export default async function AdminPricingPage() {
  await requireAdmin();
  return <PricingTab />;
}
