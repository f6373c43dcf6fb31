import { APP_START_URL } from "@/lib/pwa/app.shared";

export const LOGIN_PATH = "/contractor/login";
/** The installed app's start page is the dashboard. */
export const DASHBOARD_PATH = APP_START_URL;
