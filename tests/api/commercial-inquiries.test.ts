import { POST as postInquiry } from "@/app/api/commercial-inquiries/route";
import { db } from "@/lib/db";
import { jsonRequest, params } from "../helpers/http";
import { freezeDateOnly } from "../helpers/freeze-date";

const valid = {
  name: "Dana Whitfield",
  company: "Whitfield Property Group",
  email: "dana@whitfieldpg.example",
  phone: "(610) 555-0182",
  message:
    "We manage three small office buildings in King of Prussia and need the common areas repainted this spring.",
};

let ipCounter = 0;
/** Each test gets its own address so the rate limit of one never spills into another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const send = (body: unknown, ip: string) =>
  postInquiry(jsonRequest("/api/commercial-inquiries", body, "POST", { "x-forwarded-for": ip }), params({}));

describe("POST /api/commercial-inquiries", () => {
  // Counted limits: every attempt in one window, whenever the run starts.
  freezeDateOnly();

  it("stores the inquiry and queues an e-mail to the business, answering 201 with its id", async () => {
    const response = await send(valid, freshIp());
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(id).toEqual(expect.any(String));

    const stored = await db.commercialInquiry.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      name: valid.name,
      company: valid.company,
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
    });

    const mail = await db.emailMessage.findFirstOrThrow({
      where: { template: "commercial-inquiry", html: { contains: id } },
    });
    expect(mail.to).toBe(process.env.BUSINESS_EMAIL || "hello@brushwisepainting.com");
    expect(mail.subject).toBe("Commercial inquiry from Dana Whitfield (Whitfield Property Group)");
    expect(mail.status).toBe("queued");
    expect(mail.text).toContain("King of Prussia");
    expect(mail.text).toContain(valid.email);
  });

  it("sends the e-mail to BUSINESS_EMAIL when it is set", async () => {
    const before = process.env.BUSINESS_EMAIL;
    process.env.BUSINESS_EMAIL = "office@example.com";
    try {
      const response = await send({ ...valid, company: "", phone: "   " }, freshIp());
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const stored = await db.commercialInquiry.findUniqueOrThrow({ where: { id } });
      // Blank optional fields are stored as absent.
      expect(stored.company).toBeNull();
      expect(stored.phone).toBeNull();
      const mail = await db.emailMessage.findFirstOrThrow({ where: { html: { contains: id } } });
      expect(mail.to).toBe("office@example.com");
      expect(mail.subject).toBe("Commercial inquiry from Dana Whitfield");
    } finally {
      if (before === undefined) delete process.env.BUSINESS_EMAIL;
      else process.env.BUSINESS_EMAIL = before;
    }
  });

  it.each([
    ["a missing name", { ...valid, name: "  " }, "name"],
    ["an invalid e-mail", { ...valid, email: "dana-at-example" }, "email"],
    ["a message under 10 characters", { ...valid, message: "Call me" }, "message"],
    ["a message over 5,000 characters", { ...valid, message: "x".repeat(5001) }, "message"],
    ["a malformed phone number", { ...valid, phone: "call me" }, "phone"],
  ])("answers 400 for %s and stores nothing", async (_label, body, field) => {
    const inquiries = await db.commercialInquiry.count();
    const emails = await db.emailMessage.count();
    const response = await send(body, freshIp());
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error).toEqual(expect.any(String));
    expect(answer.details.fields[field]).toBeDefined();
    expect(await db.commercialInquiry.count()).toBe(inquiries);
    expect(await db.emailMessage.count()).toBe(emails);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await send("{not json", freshIp());
    expect(response.status).toBe(400);
  });

  it("accepts five inquiries per address per hour and answers the sixth with 429", async () => {
    const ip = freshIp();
    // Five people of one office, each with an e-mail of their own (one e-mail has a limit of its own).
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await send(
            { ...valid, email: `colleague-${i}@whitfieldpg.example`, message: `${valid.message} (${i})` },
            ip,
          )
        ).status,
      ).toBe(201);
    }
    const inquiries = await db.commercialInquiry.count();
    const sixth = await send({ ...valid, email: "colleague-5@whitfieldpg.example" }, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await sixth.json()).error).toMatch(/Too many inquiries/);
    expect(await db.commercialInquiry.count()).toBe(inquiries);
    // Another address is not affected.
    expect((await send({ ...valid, email: "elsewhere@example.com" }, freshIp())).status).toBe(201);
  });
});
