/** @jest-environment node */
import { listenHost } from "../../../scripts/lib.mjs";

describe("listenHost: where npm run dev and npm start listen", () => {
  it("is this machine only when HOSTNAME is unset or empty", () => {
    expect(listenHost({}, "laptop")).toBe("127.0.0.1");
    expect(listenHost({ HOSTNAME: " " }, "laptop")).toBe("127.0.0.1");
  });

  it("takes the machine's own name, which containers and shells export, as unset", () => {
    expect(listenHost({ HOSTNAME: "laptop" }, "laptop")).toBe("127.0.0.1");
  });

  it("is what HOSTNAME chooses otherwise", () => {
    expect(listenHost({ HOSTNAME: "0.0.0.0" }, "laptop")).toBe("0.0.0.0");
    expect(listenHost({ HOSTNAME: "192.168.1.20" }, "laptop")).toBe("192.168.1.20");
  });
});
