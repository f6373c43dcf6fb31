export const LOGIN_PATH = "/contractor/login";
export const DASHBOARD_PATH = "/contractor/dashboard";
