/** The back office's addresses outside its tabs, and its landing tab (the overview). */
import { backOfficeHref } from "./back-office/tabs";

export const ADMIN_LOGIN_PATH = "/admin/login";
/** Where the admin lands after signing in: the overview tab. */
export const ADMIN_DASHBOARD_PATH = backOfficeHref("dashboard");
