import bcrypt from "bcryptjs";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { env } from "@/lib/env";
import { jsonRequest, params } from "../helpers/http";

// A login with an unknown e-mail checks the password against a stand-in hash, so that it takes as
// long as one with a known e-mail; the stand-in must cost what real hashes cost (BCRYPT_ROUNDS).
it("an unknown e-mail's password is checked against a hash of BCRYPT_ROUNDS' cost", async () => {
  const compare = jest.spyOn(bcrypt, "compare");
  try {
    const response = await contractorLogin(
      jsonRequest(
        "/api/contractor/login",
        { email: "nobody-here@example.com", password: "whatever-1" },
        "POST",
        { "x-forwarded-for": "10.92.0.1" },
      ),
      params({}),
    );
    expect(response.status).toBe(401);
    expect(compare).toHaveBeenCalledTimes(1);
    const hash = compare.mock.calls[0]![1] as string;
    expect(bcrypt.getRounds(hash)).toBe(env.bcryptRounds);
  } finally {
    compare.mockRestore();
  }
});
