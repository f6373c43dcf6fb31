import type { Metadata } from "next";
import { ContractorsPage } from "@/components/admin/contractors/contractors-page";
import { backOfficeTitle } from "@/components/admin/back-office/tabs";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: backOfficeTitle("contractors") };

export default async function AdminContractorsPage() {
  await requireAdmin();
  return <ContractorsPage />;
}
