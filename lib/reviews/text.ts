/**
 * Why a review's text must wait for a moderator: links and e-mail addresses are how spam and
 * contact-poaching get in. Browser-safe (the form may warn with it); the server decides.
 */
export type HeldReason = "links" | "email";

const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/i;
/** A scheme, a www. host, or a bare domain with a common top-level domain ("mysite.com/x", "spam.biz"). */
const LINK =
  /\b(?:(?:https?|ftp):\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|me|xyz|ly|site|online|shop|app|link|click)\b/i;

/** "email", "links" or null; an address is reported as "email" even though it holds a domain. */
export function containsLinkOrEmail(text: string | null | undefined): HeldReason | null {
  if (!text) return null;
  if (EMAIL.test(text)) return "email";
  if (LINK.test(text)) return "links";
  return null;
}
