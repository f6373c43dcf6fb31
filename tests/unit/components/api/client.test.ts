import { api, detailText, NETWORK_ERROR } from "@/components/api/client";

function answer(status: number, body: string) {
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: status >= 200 && status < 300, status, text: async () => body });
}

describe("api client", () => {
  it("reports the server's error, code and details instead of its message text", async () => {
    const description = "This job is scheduled for Friday, March 13.";
    answer(
      409,
      JSON.stringify({
        error: `Cannot Start Job Early: ${description}`,
        code: "cannot_start_early",
        details: { description },
      }),
    );
    const result = await api.put("/api/contractor/jobs/1/status", { status: "in_progress" });
    expect(result).toMatchObject({ ok: false, status: 409, data: null, code: "cannot_start_early" });
    expect(detailText(result, "description")).toBe(description);
  });

  it("keeps a plain error without code or details", async () => {
    answer(404, JSON.stringify({ error: "Job not found" }));
    expect(await api.get("/api/x")).toEqual({
      ok: false,
      status: 404,
      data: null,
      error: "Job not found",
      code: null,
      details: null,
    });
  });

  it("reads a short plain-text failure, never an HTML page", async () => {
    answer(502, "Bad gateway");
    expect((await api.get("/api/x")).error).toBe("Bad gateway");
    answer(502, "<html>oops</html>");
    expect((await api.get("/api/x")).error).toBeNull();
  });

  it("answers status 0 when the network fails, and callers show NETWORK_ERROR", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await api.post("/api/x", {})).toMatchObject({ ok: false, status: 0, error: null });
    expect(NETWORK_ERROR).toMatch(/couldn't reach BrushWise/);
  });

  it("sends JSON with its content type and multipart bodies as they are", async () => {
    answer(200, JSON.stringify({ id: "1" }));
    expect((await api.post<{ id: string }>("/api/x", { a: 1 })).data).toEqual({ id: "1" });
    const [, json] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(json.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(json.body).toBe('{"a":1}');
    answer(200, "{}");
    const form = new FormData();
    await api.post("/api/x", form);
    const [, multipart] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(multipart.headers).not.toHaveProperty("Content-Type");
    expect(multipart.body).toBe(form);
  });
});
