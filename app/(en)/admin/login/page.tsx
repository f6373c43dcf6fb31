import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShieldCheckIcon } from "@/components/ui/static-icons/shield-check";
import { LoginForm } from "@/components/auth/login-form";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { currentSession } from "@/lib/auth/server-session";
import { AdminSignInLinkRequest } from "@/components/admin/admin-sign-in-link-request";
import { ADMIN_DASHBOARD_PATH } from "@/components/admin/paths";
import { adminSignInLinksOffered } from "@/lib/admin/sign-in-link";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

export default async function AdminLoginPage() {
  const session = await currentSession();
  if (session?.role === "admin") redirect(ADMIN_DASHBOARD_PATH);

  return (
    <LoginPageCard
      heading={
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <ShieldCheckIcon aria-hidden className="size-6 text-primary" />
          Admin Login
        </h1>
      }
      description="Sign in to manage contractors, pricing, service areas and bookings."
    >
      <div className="grid gap-6">
        <LoginForm portal="admin" />
        {adminSignInLinksOffered() && <AdminSignInLinkRequest />}
      </div>
    </LoginPageCard>
  );
}
