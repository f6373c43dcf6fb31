/**
 * The back office's addresses outside its tabs, and where the admin lands after signing in (the
 * overview tab: backOfficeHref("dashboard"), which tabs.test.ts holds it to). Not imported from the
 * tab list: the light login pages load this module, the tab list is the back office's own.
 */
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard";
