import "../../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import { ContractorApiProvider } from "@/components/contractor/dashboard/contractor-api";
import { EarningsStatements } from "@/components/contractor/dashboard/earnings-statements";
import { jsonResponse } from "../fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const week = (weekOf: string, earnedCents: number, paidCents: number, owedCents: number, jobs = 1) => ({
  weekOf,
  earnedCents,
  paidCents,
  jobs,
  owedCents,
});

function renderWith(answer: () => Promise<Response>) {
  global.fetch = jest.fn(answer) as unknown as typeof fetch;
  render(
    <ContractorApiProvider>
      <EarningsStatements />
    </ContractorApiProvider>,
  );
}

describe("EarningsStatements", () => {
  it("shows each week's earned, paid and owed in dollars, newest first, leaving out empty past weeks", async () => {
    renderWith(async () =>
      jsonResponse(200, {
        weeks: [
          week("2026-11-23", 12_000, 20_000, 17_000),
          week("2026-11-16", 0, 0, 25_000, 0),
          week("2026-11-09", 20_000, 0, 25_000),
        ],
      }),
    );
    const table = await screen.findByRole("table", { name: "Earned, paid and owed per week, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Week of Nov 231 job$120.00$200.00$170.00",
      "Week of Nov 91 job$200.00$0.00$250.00",
    ]);
  });

  it("says the statements load once back online when there is no connection", async () => {
    renderWith(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await screen.findByText("Your statements load when you are back online.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
  });
});
