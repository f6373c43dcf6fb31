import "../../../../setup/dom-polyfills";

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import {
  PAINTER_SUGGESTIONS,
  PainterPicker,
  type PickedPainter,
} from "@/components/admin/bookings/painter-picker";
import { CONTRACTOR_ID, contractorFixture, jsonResponse, mockFetch, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const ANA_ID = "a1b2c3d4-0000-4000-8000-000000000001";
const MARCO = contractorFixture();
const ANA = contractorFixture({ id: ANA_ID, firstName: "Ana", lastName: "Rossi", email: "ana@example.com" });

/** The picker as the filters bar holds it: its value is the painter's id in the URL. */
function Harness({ initial, onChange }: { initial: string; onChange: (p: PickedPainter | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="painter">Painter</label>
      <PainterPicker
        id="painter"
        value={value}
        onChange={(painter) => {
          onChange(painter);
          setValue(painter?.id ?? "");
        }}
      />
    </>
  );
}

function setup(initial = "", routes: Record<string, unknown> = {}) {
  const api = mockFetch({
    "GET /api/admin/contractors?": { contractors: [MARCO, ANA], nextCursor: null },
    ...routes,
  });
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderAdmin(<Harness initial={initial} onChange={onChange} />);
  return { ...api, user, onChange };
}

describe("PainterPicker", () => {
  it("searches painters as you type (once, after a pause) and picks one with the mouse", async () => {
    const { user, onChange, calls } = setup();
    const input = screen.getByRole("combobox", { name: "Painter" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "Rossi");

    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Marco Rossimarco.rossi@example.com",
      "Ana Rossiana@example.com",
    ]);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("2 painters found");
    expect(calls.map((c) => c.url)).toEqual([`/api/admin/contractors?q=Rossi&limit=${PAINTER_SUGGESTIONS}`]);

    await user.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith({ id: ANA_ID, name: "Ana Rossi" });
    // The chosen name shows with a way to clear it, which takes the focus.
    expect(screen.getByLabelText("Painter")).toHaveValue("Ana Rossi");
    const clear = screen.getByRole("button", { name: "Clear painter Ana Rossi" });
    await waitFor(() => expect(clear).toHaveFocus());
  });

  it("moves with the arrows, picks with Enter and closes with Escape", async () => {
    const { user, onChange } = setup();
    const input = screen.getByRole("combobox", { name: "Painter" });
    await user.type(input, "Rossi");
    await screen.findAllByRole("option");

    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[0]!.id);
    await user.keyboard("{ArrowUp}");
    // Wraps around to the last.
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Rossi");

    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith({ id: CONTRACTOR_ID, name: "Marco Rossi" });
  });

  it("Escape with the list closed empties the search", async () => {
    const { user } = setup();
    const input = screen.getByRole("combobox", { name: "Painter" });
    await user.type(input, "Ro");
    await user.keyboard("{Escape}");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("says when no painter matches, and when the search failed", async () => {
    const { user } = setup("", {
      "GET /api/admin/contractors?q=nobody": { contractors: [], nextCursor: null },
      "GET /api/admin/contractors?q=broken": jsonResponse(500, { error: "Something went wrong" }),
    });
    const input = screen.getByRole("combobox", { name: "Painter" });
    await user.type(input, "nobody");
    // Said to a screen reader (status) and shown in the popup.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No painters found"));
    expect(screen.getAllByText("No painters found")).toHaveLength(2);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "broken");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("The painters could not be searched."),
    );
    expect(screen.getAllByText("The painters could not be searched.")).toHaveLength(2);
  });

  it("shows the name of the painter a link names, and clears it", async () => {
    const { user, onChange, callsTo } = setup(CONTRACTOR_ID, {
      [`GET /api/admin/contractors/${CONTRACTOR_ID}`]: MARCO,
    });
    expect(screen.getByLabelText("Painter")).toHaveValue("Loading…");
    await waitFor(() => expect(screen.getByLabelText("Painter")).toHaveValue("Marco Rossi"));
    expect(callsTo("GET", `/api/admin/contractors/${CONTRACTOR_ID}`)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Clear painter Marco Rossi" }));
    expect(onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Painter" })).toHaveFocus());
  });

  it("shows a painter value that is not an id as written, without asking the server", () => {
    const { calls } = setup("not-an-id");
    expect(screen.getByLabelText("Painter")).toHaveValue("not-an-id");
    expect(calls).toHaveLength(0);
  });
});
