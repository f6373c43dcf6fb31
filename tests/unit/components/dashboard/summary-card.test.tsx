import "@/tests/setup/dom-polyfills";
import { render, screen, within } from "@testing-library/react";
import { ClockIcon, UsersIcon } from "lucide-react";
import { SummaryRow } from "@/components/dashboard/summary-card";

describe("SummaryRow", () => {
  it("is a named section holding one term and value per figure, a dash while a value is missing", () => {
    render(
      <SummaryRow
        label="Counts"
        figures={[
          { label: "Contractors", value: 0, detail: "0 active", icon: UsersIcon, tone: "text-blue-700" },
          { label: "Pending Jobs", value: undefined, icon: ClockIcon, tone: "text-yellow-700" },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Counts" });
    const terms = within(section).getAllByRole("term");
    expect(terms.map((t) => t.textContent)).toEqual(["Contractors", "Pending Jobs"]);
    const values = within(section).getAllByRole("definition");
    expect(values.map((v) => v.textContent)).toEqual(["0", "0 active", "—"]);
    const icon = terms[1]!.querySelector("svg");
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon).toHaveClass("size-4", "text-yellow-700");
  });
});
