/** Said where a part of a page could not be downloaded (no signal, and never downloaded before). */
export const PART_NEEDS_CONNECTION = "This part needs a connection once. Try again when you're online.";
