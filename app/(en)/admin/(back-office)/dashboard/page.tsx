import { OverviewPage } from "@/components/admin/dashboard/overview-page";
import { requireAdmin } from "../require-admin";

/** The back office's entry page, the Overview tab. */
export default async function AdminDashboardPage() {
  await requireAdmin();
  return <OverviewPage />;
}
