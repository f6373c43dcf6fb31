import type { Metadata } from "next";
import { ServiceAreasTab } from "@/components/admin/service-areas/service-areas-tab";
import { backOfficeTitle } from "@/components/admin/back-office/tabs";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: backOfficeTitle("service-areas") };

export default async function AdminServiceAreasPage() {
  await requireAdmin();
  return <ServiceAreasTab />;
}
