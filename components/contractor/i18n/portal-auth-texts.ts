import englishAuth from "@/messages/en/portalAuth.json";

/**
 * The English words of the painter's sign-in and password forms (messages/en/portalAuth.json): the
 * forms' defaults, so they render as before wherever no page hands them another language (the
 * Spanish page passes messages/es/portalAuth.json's). Only these English texts reach the browser.
 */
export const ENGLISH_AUTH = englishAuth;

export type SignInLinkFormTexts = typeof englishAuth.signInLinkForm;
export type PasswordFormTexts = typeof englishAuth.passwordForm;
export type ChangePasswordTexts = typeof englishAuth.changePassword;
