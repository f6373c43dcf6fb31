import AdminDashboardPage from "./dashboard/page";

/** /admin and /admin/dashboard are the same screen (docs/product.md §2). */
export default AdminDashboardPage;
