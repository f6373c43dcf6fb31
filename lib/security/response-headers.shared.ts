/**
 * Sent with every response (next.config.ts's headers(), and the API routes server.mjs serves
 * directly: lib/http/direct-route.ts); pages also get a Content-Security-Policy from proxy.ts. Not
 * HSTS: these are fixed when the app is built, and HSTS follows the site address the server is
 * started with (server.mjs adds it to every answer: lib/config/site-address.mjs).
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  // No other site's window keeps a handle on ours (a popup or opener could otherwise navigate or
  // probe it), and no other site may embed our answers as images, scripts or media: nothing of
  // ours is meant to be loaded from elsewhere (e-mails carry no images; link previews are fetched
  // by servers, which the header does not concern).
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];
