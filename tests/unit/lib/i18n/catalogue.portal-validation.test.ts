/**
 * The portal's lookup of server messages (messages/<lang>/portalValidation.json) works only while
 * its English file holds the server's exact texts: a changed message would silently stay English.
 */
import { en } from "@/messages/en";
import { AVAILABILITY_MESSAGES } from "@/lib/validations/availability-rules.shared";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import { LANGUAGE_INVALID } from "@/lib/validations/contractor-language";

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
];

it.each(SERVER_TEXTS)("the portal's lookup knows %j", (text) => {
  expect(Object.values(en.portalValidation)).toContain(text);
});
