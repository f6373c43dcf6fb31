import type { ReviewDto } from "@/lib/reviews/serialize";

export const TOKEN = "eyJiIjoiMGI3ZSJ9.c2lnbmF0dXJl";
export const REVIEW_URL = `/api/reviews/${TOKEN}`;
export const UPLOAD_URL = "/api/uploads/room-photos";
export const PHOTO_ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

export function reviewFixture(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
    rating: 4,
    text: "Marco was careful and the walls look great.",
    displayName: "Emily",
    town: "Media",
    county: "Delaware",
    author: "Emily from Media",
    status: "pending",
    photos: [],
    reply: null,
    publishedAt: null,
    updatedAt: "2026-01-10T12:00:00.000Z",
    ...overrides,
  };
}

export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

interface FakeReply {
  status: number;
  body: unknown;
}
/** Answers one request; `null` leaves it hanging (an upload or a send still in progress). */
type Route = (body: unknown) => FakeReply | null | Promise<FakeReply | null>;

/** A fake of global.fetch: routes keyed "METHOD /path", every call logged with its parsed body. */
export function installFakeApi(routes: Record<string, Route> = {}) {
  const log: { key: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${(init.method ?? "GET").toUpperCase()} ${url}`;
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
    log.push({ key, body });
    const route = routes[key];
    const answer = route ? await route(body) : { status: 404, body: { error: `No fake route for ${key}` } };
    if (answer === null) return new Promise(() => {});
    if (answer.status === 0) throw new TypeError("Failed to fetch");
    const text = JSON.stringify(answer.body);
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, text: async () => text };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { routes, calls: (key: string) => log.filter((c) => c.key === key).map((c) => c.body) };
}

/** The upload route storing each file under the next PHOTO_ID. */
export function uploadRoute() {
  let n = 0;
  return (body: unknown) => {
    const file = (body as FormData).get("file") as File;
    n += 1;
    return {
      status: 201,
      body: {
        id: PHOTO_ID(n),
        name: file.name,
        mimeType: "image/png",
        size: 4,
        url: `/api/uploads/${PHOTO_ID(n)}`,
      },
    };
  };
}
