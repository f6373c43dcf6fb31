/**
 * The Stripe stand-in for the end-to-end suite, run by Playwright beside the app (playwright.config.ts
 * webServer) on E2E_STRIPE_PORT: the app's STRIPE_API_URL points here, and its hosted-page stand-in
 * sends the signed events to the app's webhook on E2E_PORT. Loopback only.
 */
import { startLocalStripe } from "../../helpers/local-stripe";

async function main() {
  const port = Number(process.env.E2E_STRIPE_PORT);
  const appPort = Number(process.env.E2E_PORT);
  if (!port || !appPort)
    throw new Error("E2E_STRIPE_PORT and E2E_PORT are needed (npm test -- e2e sets them)");
  const stripe = await startLocalStripe({ port });
  stripe.deliverTo(`http://127.0.0.1:${appPort}/api/payments/stripe-webhook`);
  const stop = () => void stripe.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
