/**
 * The bytes of the job photos waiting on the device (./queue.ts keeps their place in line, in
 * localStorage; a photo is far too big for it): IndexedDB, one record per photo, keyed by its
 * clientRef. Deleted once the photo left the queue, and all of it at sign-out (./device-data.ts).
 */
const DB_NAME = "brushwise-offline-photos";
const STORE = "photos";

export interface StoredPhoto {
  clientRef: string;
  jobId: string;
  blob: Blob;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("IndexedDB is not available"));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "clientRef" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB refused the photo"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB refused the photo"));
    });
  } finally {
    db.close();
  }
}

/** Keeps a photo until it is sent; rejects when the device cannot (storage full or disabled). */
export const putPhoto = (photo: StoredPhoto) => withStore("readwrite", (store) => store.put(photo));

export const getPhoto = (clientRef: string) =>
  withStore<StoredPhoto | undefined>("readonly", (store) => store.get(clientRef));

export const deletePhoto = (clientRef: string) =>
  withStore("readwrite", (store) => store.delete(clientRef)).then(() => undefined);

/** Every waiting photo goes (sign-out): the whole database. Never throws. */
export function deleteAllPhotos(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve();
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * The photo made smaller on the phone before it is kept and sent (a 12-megapixel camera photo is
 * 3–6 MB): at most JOB_PHOTO_LIMITS.deviceMaxSide on its longest side, as a JPEG. The server encodes
 * it again without metadata whatever comes. The original when the browser cannot draw it.
 */
export async function downscale(file: Blob, maxSide: number): Promise<Blob> {
  try {
    if (typeof createImageBitmap === "undefined") return file;
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1_500_000) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}
