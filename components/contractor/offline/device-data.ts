/**
 * Everything of the painter's kept on this device, deleted in one place when the session ends
 * (Logout, or a 401 from any call): the job snapshot and the queued moves (customers' names,
 * phones and addresses) and every Cache Storage cache (the service worker's pages).
 */
import { removeAllStored } from "./storage";

export async function clearDeviceData(): Promise<void> {
  removeAllStored();
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (an insecure origin, a private mode): there is nothing in it then.
  }
}
