/** What differs between the admin and the contractor sign-in (docs/product.md §2). */
import { ADMIN_DASHBOARD_PATH } from "@/components/admin/paths";
import { ADMIN_MESSAGES } from "@/components/admin/messages";
import { NETWORK_ERROR, type ApiResult } from "@/components/api/client";
import { clearDeviceData } from "@/components/contractor/offline/device-data";
import { DASHBOARD_PATH } from "@/components/contractor/paths";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import {
  adminLoginProblems,
  contractorLoginProblems,
  type LoginProblems,
} from "@/lib/validations/login-rules.shared";

export interface LoginValues {
  email?: string;
  password: string;
}

export interface LoginField {
  name: keyof LoginValues;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  placeholder?: string;
  required?: boolean;
}

/** A refusal: the toast, and the text of the alert under the fields (if the portal shows one). */
export interface LoginFailure {
  title: string;
  description?: string;
  alert?: string;
}

export interface LoginPortal {
  formLabel: string;
  url: string;
  dashboardPath: string;
  /** The sign-in rules the API's schema is built from (lib/validations/login-rules.shared.ts). */
  check: (values: LoginValues) => LoginProblems;
  defaultValues: LoginValues;
  fields: LoginField[];
  /** The admin is the one user "admin": password managers file the password under it. */
  fixedUsername?: string;
  body: (values: LoginValues) => unknown;
  failure: (result: ApiResult<unknown>) => LoginFailure;
  success?: { title: string; description: string };
  /** Runs after a successful sign-in, before the dashboard opens. */
  beforeDashboard?: () => Promise<void>;
}

function adminFailure(result: ApiResult<unknown>): LoginFailure {
  if (result.status === 401) {
    const { accessDenied, incorrectPassword } = ADMIN_MESSAGES;
    return {
      title: accessDenied,
      description: incorrectPassword,
      alert: `${accessDenied}: ${incorrectPassword}`,
    };
  }
  if (result.status === 429 && result.error) return { title: result.error, alert: result.error };
  return { title: ADMIN_MESSAGES.loginFailed, alert: ADMIN_MESSAGES.loginFailed };
}

export const LOGIN_PORTALS = {
  admin: {
    formLabel: "Admin login",
    url: "/api/admin/login",
    dashboardPath: ADMIN_DASHBOARD_PATH,
    check: ({ password }) => adminLoginProblems({ password }),
    defaultValues: { password: "" },
    fields: [
      {
        name: "password",
        label: "Admin password",
        type: "password",
        autoComplete: "current-password",
        required: true,
      },
    ],
    fixedUsername: "admin",
    body: ({ password }) => ({ username: "admin", password }),
    failure: adminFailure,
  },
  contractor: {
    formLabel: "Contractor login",
    url: "/api/contractor/login",
    dashboardPath: DASHBOARD_PATH,
    check: ({ email = "", password }) => contractorLoginProblems({ email, password }),
    defaultValues: { email: "", password: "" },
    fields: [
      { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@example.com" },
      { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
    ],
    // The API lower-cases the e-mail too (contractorLoginSchema); sent as it will be read.
    body: ({ email = "", password }) => ({ email: email.toLowerCase(), password }),
    failure: (result) => ({
      title: CONTRACTOR_MESSAGES.loginFailed,
      description: result.error ?? NETWORK_ERROR,
    }),
    success: { title: CONTRACTOR_MESSAGES.loginSuccess, description: CONTRACTOR_MESSAGES.loginSuccessText },
    // A phone may change hands without a Logout (a session that ran out while the app was closed):
    // nothing the last painter kept on it (jobs, the offline page, alerts) may reach the next one.
    beforeDashboard: clearDeviceData,
  },
} satisfies Record<string, LoginPortal>;

export type LoginPortalName = keyof typeof LOGIN_PORTALS;
