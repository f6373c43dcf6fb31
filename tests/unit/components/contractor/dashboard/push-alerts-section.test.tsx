import "../../../../setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContractorApiProvider } from "@/components/contractor/dashboard/contractor-api";
import { PUSH_TEXTS, PushAlertsSection } from "@/components/contractor/dashboard/push-alerts-section";
import { forgetThisDevice, PUSH_SUBSCRIPTIONS_URL } from "@/components/contractor/pwa/push-device";
import { bodyOf, callsTo, jsonResponse, routeFetch } from "../fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const PUBLIC_KEY = `B${"A".repeat(86)}`;
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, keys: { p256dh: "p", auth: "a" } };

/** A browser that can get Web Push: a service worker registration with a push manager. */
function pushCapableBrowser({ permission = "default" as NotificationPermission, answer = "granted" } = {}) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = jest.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = jest.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: null },
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe,
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const notification = { permission, requestPermission: jest.fn(async () => answer) };
  Object.defineProperty(window, "Notification", { configurable: true, value: notification });
  Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
  return { subscribe, unsubscribe, notification };
}

afterEach(() => {
  for (const name of ["Notification", "PushManager"]) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, "serviceWorker");
});

/** The server: alerts enabled or not; the device subscribed once POSTed, until DELETEd. */
function server({ enabled = true } = {}) {
  let subscribed = false;
  return routeFetch((url, init) => {
    const method = init.method ?? "GET";
    if (!url.startsWith(PUSH_SUBSCRIPTIONS_URL)) return undefined;
    if (method === "POST") {
      subscribed = true;
      return jsonResponse(200, { subscribed: true });
    }
    if (method === "DELETE") {
      subscribed = false;
      return jsonResponse(200, { subscribed: false });
    }
    return jsonResponse(200, {
      enabled,
      publicKey: enabled ? PUBLIC_KEY : null,
      subscribed: subscribed && url.includes("endpoint="),
      devices: subscribed ? 1 : 0,
    });
  });
}

const renderSection = () =>
  render(
    <ContractorApiProvider>
      <PushAlertsSection />
    </ContractorApiProvider>,
  );

it("turns alerts on for this device (permission, subscription with the site's key, saved), then off", async () => {
  const browser = pushCapableBrowser();
  const fetchMock = server();
  renderSection();
  const user = userEvent.setup();

  await user.click(await screen.findByRole("button", { name: PUSH_TEXTS.turnOn }));
  expect(browser.notification.requestPermission).toHaveBeenCalled();
  const [options] = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
  expect(options.userVisibleOnly).toBe(true);
  expect(Array.from(options.applicationServerKey as Uint8Array)).toHaveLength(65);
  expect(bodyOf(callsTo(fetchMock, PUSH_SUBSCRIPTIONS_URL, "POST")[0])).toEqual(SUBSCRIPTION_JSON);
  expect(await screen.findByRole("button", { name: PUSH_TEXTS.turnOff })).toBeInTheDocument();
  expect(screen.getAllByText(PUSH_TEXTS.on).length).toBeGreaterThan(0);

  await user.click(screen.getByRole("button", { name: PUSH_TEXTS.turnOff }));
  expect(bodyOf(callsTo(fetchMock, PUSH_SUBSCRIPTIONS_URL, "DELETE")[0])).toEqual({ endpoint: ENDPOINT });
  expect(browser.unsubscribe).toHaveBeenCalled();
  expect(await screen.findByRole("button", { name: PUSH_TEXTS.turnOn })).toBeInTheDocument();
});

it("says plainly when notifications were refused, and saves nothing", async () => {
  const browser = pushCapableBrowser({ answer: "denied" });
  const fetchMock = server();
  renderSection();
  await userEvent.setup().click(await screen.findByRole("button", { name: PUSH_TEXTS.turnOn }));
  expect(await screen.findByRole("status")).toHaveTextContent(/blocked for this site/);
  expect(browser.subscribe).not.toHaveBeenCalled();
  expect(callsTo(fetchMock, PUSH_SUBSCRIPTIONS_URL, "POST")).toHaveLength(0);
});

it("shows the blocked state when the browser already refuses notifications", async () => {
  pushCapableBrowser({ permission: "denied" });
  server();
  renderSection();
  expect(await screen.findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

it("says alerts are not available when the site has no keys", async () => {
  pushCapableBrowser();
  server({ enabled: false });
  renderSection();
  expect(await screen.findByText(PUSH_TEXTS.serverOff)).toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

it("a browser without Web Push: unsupported; an iPhone outside the Home Screen: how to add it", async () => {
  server();
  const { unmount } = renderSection();
  expect(await screen.findByText(PUSH_TEXTS.unsupported)).toBeInTheDocument();
  unmount();

  const userAgent = jest
    .spyOn(navigator, "userAgent", "get")
    .mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1",
    );
  renderSection();
  expect(await screen.findByText(PUSH_TEXTS.homeScreen)).toBeInTheDocument();
  userAgent.mockRestore();
});

it("forgetThisDevice tells the server, then the browser; with no subscription it does nothing", async () => {
  const browser = pushCapableBrowser();
  const fetchMock = server();
  await forgetThisDevice();
  expect(fetchMock).not.toHaveBeenCalled();

  await (await navigator.serviceWorker.ready).pushManager.subscribe({ userVisibleOnly: true });
  await forgetThisDevice();
  expect(bodyOf(callsTo(fetchMock, PUSH_SUBSCRIPTIONS_URL, "DELETE")[0])).toEqual({ endpoint: ENDPOINT });
  expect(browser.unsubscribe).toHaveBeenCalled();
});
