import { pushNotice, sameOriginPath, windowForClick } from "@/lib/pwa/push.shared";

const ORIGIN = "https://brushwise.example";

describe("pushNotice", () => {
  it("shows the sender's title, body and tag, and keeps the address to open", () => {
    const payload = JSON.stringify({
      title: "New job in 19103",
      body: "Tue 2 Dec, morning: 2 rooms",
      url: "/contractor/dashboard?job=abc#jobs",
      tag: "job-abc",
    });
    expect(pushNotice(payload, ORIGIN)).toEqual({
      title: "New job in 19103",
      body: "Tue 2 Dec, morning: 2 rooms",
      url: "/contractor/dashboard?job=abc#jobs",
      tag: "job-abc",
    });
  });

  it("never leads to another site: a foreign or protocol-relative address opens the dashboard", () => {
    for (const url of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      42,
    ])
      expect(pushNotice(JSON.stringify({ title: "t", body: "b", url }), ORIGIN).url).toBe(
        "/contractor/dashboard",
      );
  });

  it("still shows a notice for an empty, unreadable or odd payload (Chrome requires one per push)", () => {
    for (const payload of [null, "", "not json", "[1,2]", "null", JSON.stringify({ title: 5 })]) {
      const notice = pushNotice(payload, ORIGIN);
      expect(notice.title).toBe("BrushWise");
      expect(notice.body).not.toBe("");
      expect(notice.url).toBe("/contractor/dashboard");
      expect(notice).not.toHaveProperty("tag");
    }
  });

  it("keeps the receipt token the server sent, and only one of its shape", () => {
    const receipt = "eyJuIjoiYWJjIiwiZSI6MX0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU";
    const sent = (value: unknown) =>
      JSON.stringify({ title: "t", body: "b", url: "/", tag: "x", receipt: value });
    expect(pushNotice(sent(receipt), ORIGIN).receipt).toBe(receipt);
    for (const odd of [42, "", "no-dot", "a.b.c", "a b.c", `${"a".repeat(400)}.b`, "../x.y"])
      expect(pushNotice(sent(odd), ORIGIN)).not.toHaveProperty("receipt");
  });

  it("cuts texts a phone could not show anyway", () => {
    const notice = pushNotice(JSON.stringify({ title: "t".repeat(1000), body: "b".repeat(5000) }), ORIGIN);
    expect(notice.title.length).toBeLessThanOrEqual(120);
    expect(notice.body.length).toBeLessThanOrEqual(500);
  });
});

describe("sameOriginPath", () => {
  it("keeps a path of this site with its query and fragment, normalised", () => {
    expect(sameOriginPath("/contractor/../contractor/dashboard?x=1#y", ORIGIN)).toBe(
      "/contractor/dashboard?x=1#y",
    );
    expect(sameOriginPath("contractor/dashboard", ORIGIN)).toBeNull();
  });
});

describe("windowForClick", () => {
  const at = (path: string) => ({ url: `${ORIGIN}${path}` });

  it("brings forward a window already at the address", () => {
    const windows = [at("/contractor/dashboard"), at("/contractor/dashboard?job=1")];
    expect(windowForClick(windows, "/contractor/dashboard?job=1", ORIGIN)).toEqual({
      window: windows[1],
      navigate: false,
    });
  });

  it("otherwise sends an open dashboard there", () => {
    const windows = [at("/contractor/login"), at("/contractor/dashboard")];
    expect(windowForClick(windows, "/contractor/dashboard?job=1", ORIGIN)).toEqual({
      window: windows[1],
      navigate: true,
    });
  });

  it("opens a new window when no dashboard is open", () => {
    expect(windowForClick([at("/contractor/login")], "/contractor/dashboard", ORIGIN)).toBeNull();
    expect(windowForClick([], "/contractor/dashboard", ORIGIN)).toBeNull();
  });
});
