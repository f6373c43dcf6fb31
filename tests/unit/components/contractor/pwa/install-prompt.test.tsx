import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  INSTALL_DISMISSED_KEY,
  InstallPrompt,
  type BeforeInstallPromptEvent,
} from "@/components/contractor/pwa/install-prompt";

const JSDOM_AGENT = navigator.userAgent;
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1";

function setUserAgent(agent: string) {
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => agent });
}

/** What Chrome dispatches when the page may be installed. */
function offerInstall() {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = jest.fn().mockResolvedValue(undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: "accepted" }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const card = () => screen.queryByRole("region", { name: "Install the app" });

afterEach(() => {
  // The browser's offer outlives a mount (it may come before one): spend it, as an install does.
  act(() => {
    window.dispatchEvent(new Event("appinstalled"));
  });
  localStorage.clear();
  setUserAgent(JSDOM_AGENT);
});

describe("InstallPrompt", () => {
  it("shows nothing until the browser offers to install the app", () => {
    render(<InstallPrompt />);
    expect(card()).not.toBeInTheDocument();
  });

  it("offers Install when the browser does, and Install opens the browser's own dialog", async () => {
    const user = userEvent.setup();
    render(<InstallPrompt />);
    const { event, prompt } = offerInstall();

    expect(card()).toHaveTextContent("Install the BrushWise app");
    // The browser's own install bar is held back: the card asks instead.
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole("button", { name: "Install" }));

    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer can be used once: the card goes.
    expect(card()).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it("keeps an offer made before it mounted (the browser may offer before the page hydrates)", () => {
    offerInstall();
    render(<InstallPrompt />);
    expect(screen.getByRole("button", { name: "Install" })).toBeInTheDocument();
  });

  it("Not now hides the card and remembers it on this device", async () => {
    const user = userEvent.setup();
    const first = render(<InstallPrompt />);
    offerInstall();
    await user.click(screen.getByRole("button", { name: "Not now" }));

    expect(card()).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();

    // The next visit: the browser offers again, the card stays away.
    first.unmount();
    render(<InstallPrompt />);
    offerInstall();
    expect(card()).not.toBeInTheDocument();
  });

  it("goes away once the app is installed", () => {
    render(<InstallPrompt />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(card()).not.toBeInTheDocument();
  });

  it("tells iPhone Safari users how to add it to the home screen, until they dismiss it", async () => {
    setUserAgent(IPHONE_SAFARI);
    const user = userEvent.setup();
    const first = render(<InstallPrompt />);

    expect(card()).toHaveTextContent("tap Share then Add to Home Screen");
    expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Not now" }));
    expect(card()).not.toBeInTheDocument();

    first.unmount();
    render(<InstallPrompt />);
    expect(card()).not.toBeInTheDocument();
  });

  it("gives no Safari hint to other iPhone browsers, nor inside the installed app", () => {
    setUserAgent(IPHONE_CHROME);
    const chrome = render(<InstallPrompt />);
    expect(card()).not.toBeInTheDocument();
    chrome.unmount();

    setUserAgent(IPHONE_SAFARI);
    Object.defineProperty(navigator, "standalone", { configurable: true, value: true });
    try {
      render(<InstallPrompt />);
      expect(card()).not.toBeInTheDocument();
    } finally {
      delete (navigator as Navigator & { standalone?: boolean }).standalone;
    }
  });
});
