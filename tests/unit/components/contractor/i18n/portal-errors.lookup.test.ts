/** @jest-environment node */
/**
 * The portal's lookup of server messages (messages/<lang>/portalValidation.json) works only while
 * its English file holds the server's exact texts: a changed message would silently stay English.
 */
import { en } from "@/messages/en";
import { AVAILABILITY_MESSAGES } from "@/lib/validations/availability-rules.shared";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import { LANGUAGE_INVALID } from "@/lib/validations/contractor-language";
import { NEW_PASSWORD_MESSAGES } from "@/lib/validations/password-rules.shared";
import { NETWORK_ERROR } from "@/components/api/client";
import { INVALID_SIGN_IN_LINK } from "@/lib/security/sign-in-link";
import { INVALID_SET_PASSWORD_LINK } from "@/lib/contractors/set-password";
import { SIGN_IN_LINK_SENT } from "@/lib/contractors/sign-in-link";

const SERVER_TEXTS = [
  AVAILABILITY_MESSAGES.pastDate,
  AVAILABILITY_MESSAGES.endBeforeStart,
  AVAILABILITY_MESSAGES.tooLong,
  AVAILABILITY_MESSAGES.tooFar,
  AVAILABILITY_MESSAGES.tooMany,
  AVAILABILITY_MESSAGES.duplicateWeekday,
  AVAILABILITY_MESSAGES.timeOffNotFound,
  CONTRACTOR_MESSAGES.cannotStartEarly,
  LANGUAGE_INVALID,
  // The sign-in pages' and password forms' (set-password link, change after an admin reset).
  ...Object.values(NEW_PASSWORD_MESSAGES),
  CONTRACTOR_MESSAGES.passwordMismatchTitle,
  CONTRACTOR_MESSAGES.passwordMismatchText,
  CONTRACTOR_MESSAGES.invalidEmail,
  NETWORK_ERROR,
  INVALID_SIGN_IN_LINK,
  INVALID_SET_PASSWORD_LINK,
  SIGN_IN_LINK_SENT,
];

it.each(SERVER_TEXTS)("the portal's lookup knows %j", (text) => {
  expect(Object.values(en.portalValidation)).toContain(text);
});
