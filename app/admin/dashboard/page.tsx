import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminDashboard } from "@/components/admin/dashboard/admin-dashboard";
import { currentSession } from "@/lib/auth/server-session";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

/** Checks the session itself: the proxy's redirect is only a convenience. */
export default async function AdminDashboardPage() {
  const session = await currentSession();
  if (session?.role !== "admin") redirect("/admin/login");
  return <AdminDashboard />;
}
