import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReplyDialog } from "@/components/admin/reviews/reply-dialog";
import type { AdminReview } from "@/components/admin/reviews/review-list";
import { toast } from "@/components/ui/toast";
import { REVIEW_MESSAGES } from "@/lib/validations/review.shared";
import { jsonResponse, mockFetch, renderAdmin } from "../helpers";
import { REVIEW_ID, reviewFixture } from "./fixtures";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const REPLY_URL = `/api/admin/reviews/${REVIEW_ID}/reply`;

function setup(review: AdminReview, answer: (body: { reply: string }) => Response | Promise<Response>) {
  const api = mockFetch({
    [`PUT ${REPLY_URL}`]: (call: { body: { reply: string } }) => answer(call.body),
  });
  const onSaved = jest.fn();
  const onOpenChange = jest.fn();
  const user = userEvent.setup();
  renderAdmin(<ReplyDialog review={review} onOpenChange={onOpenChange} onSaved={onSaved} />);
  return { ...api, user, onSaved, onOpenChange };
}

const saved = (body: { reply: string }) =>
  jsonResponse(200, {
    message: "Reply saved",
    review: reviewFixture({ reply: body.reply, repliedAt: "2026-03-06T15:00:00.000Z" }),
  });

describe("ReplyDialog", () => {
  it("writes a first reply, trimmed, and hands back the saved review", async () => {
    const { user, callsTo, onSaved } = setup(reviewFixture(), saved);
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    expect(dialog).toHaveAccessibleDescription(
      "Shown under the review by a homeowner in Chester County wherever the review is published.",
    );
    // The review itself, to reply to what it says.
    expect(dialog).toHaveTextContent("Careful crew, clean lines");
    const reply = within(dialog).getByRole("textbox", { name: "Reply" });
    expect(reply).toHaveAccessibleDescription("0 of 500 characters");
    await user.type(reply, "  Thank you for the kind words!  ");
    expect(reply).toHaveAccessibleDescription("33 of 500 characters");
    await user.click(within(dialog).getByRole("button", { name: "Save Reply" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo("PUT", REPLY_URL)[0]!.body).toEqual({ reply: "Thank you for the kind words!" });
    expect(onSaved.mock.calls[0][0]).toMatchObject({ reply: "Thank you for the kind words!" });
    expect(toast.success).toHaveBeenCalledWith("Reply saved", {
      description: "To the review by a homeowner in Chester County.",
    });
  });

  it("edits an existing reply", async () => {
    const { user, callsTo } = setup(reviewFixture({ reply: "Thanks!" }), saved);
    const dialog = await screen.findByRole("dialog", { name: "Edit reply" });
    const reply = within(dialog).getByRole("textbox", { name: "Reply" });
    expect(reply).toHaveValue("Thanks!");
    await user.type(reply, " See you next time.");
    await user.keyboard("{Tab}{Tab}{Enter}");
    await waitFor(() => expect(callsTo("PUT", REPLY_URL)).toHaveLength(1));
    expect(callsTo("PUT", REPLY_URL)[0]!.body).toEqual({ reply: "Thanks! See you next time." });
  });

  it.each([
    ["blank", "   "],
    ["longer than 500 characters", "x".repeat(501)],
  ])("refuses a %s reply with the exact message, before sending", async (_case, text) => {
    const { user, callsTo, onSaved } = setup(reviewFixture(), saved);
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    const reply = within(dialog).getByRole("textbox", { name: "Reply" });
    await user.click(reply);
    await user.paste(text);
    await user.click(within(dialog).getByRole("button", { name: "Save Reply" }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.replyLength)).toBeInTheDocument();
    expect(reply).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("PUT", REPLY_URL)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses an empty reply too", async () => {
    const { user, callsTo } = setup(reviewFixture(), saved);
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    await user.click(within(dialog).getByRole("button", { name: "Save Reply" }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.replyLength)).toBeInTheDocument();
    expect(callsTo("PUT", REPLY_URL)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps the text", async () => {
    const { user, onSaved } = setup(reviewFixture(), () => jsonResponse(404, { error: "Review not found" }));
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    const reply = within(dialog).getByRole("textbox", { name: "Reply" });
    await user.type(reply, "Thank you!");
    await user.click(within(dialog).getByRole("button", { name: "Save Reply" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Review not found");
    expect(toast.error).toHaveBeenCalledWith("Failed to save reply", { description: "Review not found" });
    expect(reply).toHaveValue("Thank you!");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows progress while saving", async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = setup(reviewFixture(), () => new Promise<Response>((resolve) => (release = resolve)));
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reply" }), "Thank you!");
    await user.click(within(dialog).getByRole("button", { name: "Save Reply" }));
    expect(await within(dialog).findByRole("button", { name: "Saving…" })).toBeDisabled();
    release(saved({ reply: "Thank you!" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });

  it("closes with Cancel", async () => {
    const { user, onOpenChange, callsTo } = setup(reviewFixture(), saved);
    const dialog = await screen.findByRole("dialog", { name: "Reply to review" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo("PUT", REPLY_URL)).toHaveLength(0);
  });
});
