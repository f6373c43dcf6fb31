// The loopback Stripe stand-in's keys (tests/helpers/local-stripe.ts), in plain JavaScript so that
// scripts/test/end-to-end.mjs can give the end-to-end server the same ones. Test values only: the
// stand-in accepts nothing else, and a production server refuses a test key (lib/config/secrets.mjs).
export const STAND_IN_SECRET_KEY = "sk_test_standin0123456789";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standin0123456789";
