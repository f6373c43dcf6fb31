/** Builds requests for route handlers called directly in API tests. */
export const BASE = "http://localhost:3000";

export function jsonRequest(
  path: string,
  body: unknown,
  method = "POST",
  headers: Record<string, string> = {},
) {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, { headers });
}

export function multipartRequest(path: string, field: string, file: File) {
  const form = new FormData();
  form.set(field, file);
  return new Request(`${BASE}${path}`, { method: "POST", body: form });
}

export const params = <P>(value: P) => ({ params: Promise.resolve(value) });

export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
