import "../../../setup/dom-polyfills";

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import {
  defaultRoomPaintOptions,
  formatUsd,
  priceQuote,
  type RoomPricingInput,
} from "@/lib/pricing/index.shared";
import { QUOTE_MESSAGES } from "@/lib/validations/quote.shared";
import { loadOnDemandParts } from "../../../helpers/on-demand";
import {
  completeProjectStep,
  fillFirstRoom,
  installFakeApi,
  openWizard,
  PRICING,
  renderWizard,
  wizard,
  WIZARD_ON_DEMAND_PARTS,
} from "./harness";

jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn(), info: jest.fn() }),
}));
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));

// Each test walks the wizard with real user events: allow for a busy machine.
jest.setTimeout(20_000);

// The parts the wizard loads on demand, compiled before the tests rather than inside their waits.
loadOnDemandParts(...WIZARD_ON_DEMAND_PARTS);

beforeEach(() => jest.clearAllMocks());

const room = (overrides: Partial<RoomPricingInput> = {}): RoomPricingInput & { type: string } => ({
  type: "bedroom",
  length: 12,
  width: 10,
  height: 9,
  paintWalls: true,
  paintCeiling: false,
  paintTrim: false,
  paintDoors: false,
  paintWindows: false,
  doorCount: 0,
  windowCount: 0,
  windowWidth: 3,
  windowHeight: 4,
  excludedArea: 0,
  paintOptions: defaultRoomPaintOptions(),
  ...overrides,
});
const expectedCost = (input: RoomPricingInput & { type: string }) =>
  formatUsd(
    priceQuote([input], { primer: false, furnitureMoving: false, substantialPrep: false }, PRICING)
      .roomCents[0]!,
  );

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

async function toRooms() {
  const api = installFakeApi();
  const utils = renderWizard();
  await openWizard(utils.user);
  await completeProjectStep(utils.user);
  return { api, ...utils };
}

describe("quote wizard: step 2 (rooms)", () => {
  it("refuses Next with incomplete rooms, with the spec's message", async () => {
    const { user } = await toRooms();
    const dialog = wizard();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(toast.error).toHaveBeenCalledWith(QUOTE_MESSAGES.step2Title, {
      description: QUOTE_MESSAGES.step2Text,
    });
    expect(within(dialog).getByRole("heading", { name: "Room configuration" })).toBeInTheDocument();

    // Dimensions but no colour code: still refused.
    const roomCard = screen.getByRole("region", { name: "Room 1" });
    await user.type(within(roomCard).getByRole("spinbutton", { name: "Room 1 Length (ft)" }), "12");
    await user.type(within(roomCard).getByRole("spinbutton", { name: "Room 1 Width (ft)" }), "10");
    expect(within(roomCard).getByTestId("color-required")).toBeInTheDocument();
    (toast.error as jest.Mock).mockClear();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(toast.error).toHaveBeenCalledWith(QUOTE_MESSAGES.step2Title, {
      description: QUOTE_MESSAGES.step2Text,
    });
    expect(
      within(roomCard).getByText("Enter a colour code or request a colour consultation"),
    ).toBeInTheDocument();

    // A colour consultation removes the need for a colour code and its required marker.
    await user.click(within(roomCard).getByRole("checkbox", { name: /Request a color consultation/ }));
    expect(within(roomCard).queryByTestId("color-required")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByRole("heading", { name: "Conditions" })).toBeInTheDocument();
  });

  it("disables the colour consultation when the customer supplies paint", async () => {
    const { user } = await toRooms();
    const roomCard = screen.getByRole("region", { name: "Room 1" });
    const consultation = within(roomCard).getByRole("checkbox", { name: /Request a color consultation/ });
    await user.click(consultation);
    expect(consultation).toBeChecked();
    await user.click(within(roomCard).getByRole("checkbox", { name: /I'll supply my own paint/ }));
    expect(consultation).not.toBeChecked();
    expect(consultation).toBeDisabled();
  });

  it("shows a live room cost equal to priceQuote with the fetched pricing", async () => {
    const { user } = await toRooms();
    const roomCard = await fillFirstRoom(user);
    await waitFor(() =>
      expect(within(roomCard).getByTestId("room-cost")).toHaveTextContent(expectedCost(room())),
    );
    expect(expectedCost(room())).not.toBe("$0.00");

    await user.click(within(roomCard).getByRole("checkbox", { name: "Ceiling" }));
    await user.click(within(roomCard).getByRole("checkbox", { name: "Doors" }));
    await user.type(within(roomCard).getByRole("spinbutton", { name: "Room 1 Doors" }), "{Backspace}2");
    await user.click(within(roomCard).getByRole("checkbox", { name: /Exclude area/ }));
    const excluded = within(roomCard).getByRole("spinbutton", { name: "Room 1 Excluded area (sq ft)" });
    expect(excluded).toHaveValue(1);
    await user.clear(excluded);
    await user.type(excluded, "20");

    const expected = expectedCost(
      room({ paintCeiling: true, paintDoors: true, doorCount: 2, excludedArea: 20 }),
    );
    expect(within(roomCard).getByTestId("room-cost")).toHaveTextContent(expected);

    // Customer-supplied paint drops the quality surcharges.
    await user.click(within(roomCard).getByRole("checkbox", { name: /I'll supply my own paint/ }));
    const ownPaint = room({
      paintCeiling: true,
      paintDoors: true,
      doorCount: 2,
      excludedArea: 20,
      paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
    });
    expect(within(roomCard).getByTestId("room-cost")).toHaveTextContent(expectedCost(ownPaint));
  });

  it("shows the live quality surcharges per square foot", async () => {
    const { user } = await toRooms();
    const roomCard = screen.getByRole("region", { name: "Room 1" });
    await user.click(within(roomCard).getByRole("combobox", { name: "Room 1 Walls Quality" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getByRole("option", { name: "Standard (+$0.12/sq ft)" })).toBeInTheDocument();
    expect(within(listbox).getByRole("option", { name: "Premium (+$0.22/sq ft)" })).toBeInTheDocument();
    expect(within(listbox).getByRole("option", { name: "Luxury (+$0.32/sq ft)" })).toBeInTheDocument();
  });

  it("adds rooms and allows removal only while more than one exists", async () => {
    const { user } = await toRooms();
    const dialog = wizard();
    expect(within(dialog).queryByRole("button", { name: "Remove Room 1" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Add Room" }));
    expect(within(dialog).getAllByTestId("room-card")).toHaveLength(2);
    expect(within(dialog).getByRole("button", { name: "Remove Room 1" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Remove Room 2" }));
    expect(within(dialog).getAllByTestId("room-card")).toHaveLength(1);
    expect(within(dialog).queryByRole("button", { name: /^Remove Room/ })).not.toBeInTheDocument();
  });

  it("uploads up to 3 photos per room and drops the rest with a notice", async () => {
    let n = 0;
    const { user, api } = await toRooms();
    api.routes["POST /api/uploads/room-photos"] = ({ body }) => {
      const file = (body as FormData).get("file") as File;
      n += 1;
      const id = `00000000-0000-4000-8000-00000000000${n}`;
      return {
        status: 201,
        body: { id, name: file.name, mimeType: "image/png", size: 4, url: `/api/uploads/${id}` },
      };
    };
    const roomCard = screen.getByRole("region", { name: "Room 1" });
    const input = within(roomCard).getByLabelText("Upload photos for Room 1");
    await user.upload(input, [png("a.png"), png("b.png"), png("c.png"), png("d.png")]);

    expect(toast.info).toHaveBeenCalledWith("Up to 3 photos per room", {
      description: "1 extra photo was not added.",
    });
    await waitFor(() => expect(within(roomCard).getAllByRole("img")).toHaveLength(3));
    expect(api.calls("POST", "/api/uploads/room-photos")).toHaveLength(3);
    expect(within(roomCard).getByRole("img", { name: "a.png" })).toHaveAttribute(
      "src",
      "/api/uploads/00000000-0000-4000-8000-000000000001",
    );
    expect(within(roomCard).getByRole("button", { name: /Choose photos/ })).toBeDisabled();

    await user.click(within(roomCard).getByRole("button", { name: "Remove photo b.png" }));
    expect(within(roomCard).getAllByRole("img")).toHaveLength(2);

    // Drag and drop works too; non-images are skipped before upload.
    const zone = within(roomCard).getByRole("group", { name: /Photos/ });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(["%PDF"], "doc.pdf", { type: "application/pdf" }), png("e.png")] },
    });
    expect(toast.error).toHaveBeenCalledWith("Only image files can be added", expect.anything());
    await waitFor(() => expect(within(roomCard).getAllByRole("img")).toHaveLength(3));
    expect(api.calls("POST", "/api/uploads/room-photos")).toHaveLength(4);
  });

  it("shows the server's message when it refuses a file", async () => {
    const { user, api } = await toRooms();
    api.routes["POST /api/uploads/room-photos"] = () => ({
      status: 400,
      body: { error: "Only image files (JPEG, PNG or WebP) can be added as room photos." },
    });
    const roomCard = screen.getByRole("region", { name: "Room 1" });
    await user.upload(within(roomCard).getByLabelText("Upload photos for Room 1"), [
      new File(["%PDF-1.4"], "fake.jpg", { type: "image/jpeg" }),
    ]);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Could not add fake.jpg", {
        description: "Only image files (JPEG, PNG or WebP) can be added as room photos.",
      }),
    );
    expect(within(roomCard).queryAllByTestId("room-photo")).toHaveLength(0);
  });
});
