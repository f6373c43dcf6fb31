/**
 * Exact texts of docs/product.md §5 and §8 for contractors. A module without zod, so that browser code can
 * show them without the schemas (lib/validations/contractor.ts re-exports them).
 */
export const CONTRACTOR_MESSAGES = {
  passwordMismatchTitle: "Password Mismatch",
  passwordMismatchText: "Passwords do not match. Please check and try again.",
  w9RequiredTitle: "W9 Form Required",
  w9RequiredText: "Please upload your W9 form to complete registration.",
  registered: "Registration Successful",
  registerFailed: "Registration Failed",
  registerFailedText: "Failed to create contractor account. Please try again.",
  invalidEmail: "Please enter a valid email address.",
  shortPassword: "Password must be at least 6 characters.",
  loginFailed: "Login Failed",
  loginSuccess: "Login Successful",
  loginSuccessText: "Welcome to your contractor dashboard!",
  cannotStartEarly: "Cannot Start Job Early",
  statusUpdated: "Job status updated successfully",
  statusFailed: "Error updating job status",
  availabilityUpdated: "Availability updated successfully",
  availabilityFailed: "Error updating availability",
  paintOptionsMissing: "Paint options not available",
  paymentRecorded: "Payment recorded",
  paymentFailed: "The payment could not be recorded",
} as const;
