import type { Metadata } from "next";
import { ReviewsTab } from "@/components/admin/reviews/reviews-tab";
import { backOfficeTitle } from "@/components/admin/back-office/tabs";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: backOfficeTitle("reviews") };

export default async function AdminReviewsPage() {
  await requireAdmin();
  return <ReviewsTab />;
}
