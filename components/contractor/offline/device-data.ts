/**
 * Everything of the painter's kept on this device, deleted in one place when the session ends
 * (Logout, or a 401 from any call): the job snapshot and the queued moves (customers' names,
 * phones and addresses), the job photos waiting to be sent (./photo-store.ts), this browser's push
 * subscription (the next person on the device gets no alerts of theirs) and every Cache Storage cache but the app's own files (the service worker's
 * copy of the dashboard page goes; the style sheets, the font and the scripts, the same for every
 * painter, stay, so the app still comes up styled the next time there is no signal).
 */
import { holdsOnlyAppFiles } from "@/lib/pwa/app.shared";
import { currentSubscription } from "../pwa/push-device";
import { deleteAllPhotos } from "./photo-store";
import { removeAllStored } from "./storage";

export async function clearDeviceData(): Promise<void> {
  removeAllStored();
  await deleteAllPhotos();
  // The browser's side only: the server's record goes with forgetThisDevice() before a Logout, or
  // at the next alert (the push service answers 410 and the painter is e-mailed instead).
  await currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !holdsOnlyAppFiles(name)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (an insecure origin, a private mode): there is nothing in it then.
  }
}
