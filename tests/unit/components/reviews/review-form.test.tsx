import "../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { NETWORK_ERROR } from "@/components/api/client";
import { RATE_LIMITED, ReviewForm, SEND_FAILED, WAIT_FOR_UPLOADS } from "@/components/reviews/review-form";
import type { ReviewDto } from "@/lib/reviews/serialize";
import { REVIEW_MESSAGES } from "@/lib/validations/review.shared";
import {
  installFakeApi,
  PHOTO_ID,
  png,
  REVIEW_URL,
  reviewFixture,
  TOKEN,
  UPLOAD_URL,
  uploadRoute,
} from "./fixtures";

jest.setTimeout(20_000);

const GOOD_TEXT = "Marco was careful, tidy and finished a day early.";

function setup(review: ReviewDto | null = null) {
  const user = userEvent.setup();
  render(
    <ReviewForm token={TOKEN} painterFirstName="Marco" jobDateLabel="Tuesday, March 3" review={review} />,
  );
  return user;
}

const send = () => screen.getByRole("button", { name: /Send My Review|Update My Review/ });
const textBox = () => screen.getByRole("textbox", { name: "Your review (optional)" });

/** The server's answer to a PUT: the review as sent, saved. */
const saved = (body: unknown, status = 201) => {
  const sent = body as {
    rating: number;
    text?: string;
    displayName?: string;
    town?: string;
    photos: string[];
  };
  return {
    status,
    body: {
      created: status === 201,
      message: REVIEW_MESSAGES.saved,
      review: reviewFixture({
        rating: sent.rating,
        text: sent.text ?? null,
        displayName: sent.displayName ?? null,
        town: sent.town ?? null,
        photos: sent.photos.map((id) => ({ id, url: `/api/uploads/${id}` })),
      }),
    },
  };
};

describe("ReviewForm", () => {
  it("names the painter and the job date, and labels every control", () => {
    installFakeApi();
    setup();
    expect(screen.getByRole("heading", { level: 1, name: "Review Your Painting Job" })).toBeInTheDocument();
    expect(screen.getByText("Marco")).toBeInTheDocument();
    expect(screen.getByText("Tuesday, March 3")).toBeInTheDocument();
    const stars = screen.getByRole("group", { name: "Your rating (required)" });
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      expect(within(stars).getByRole("radio", { name })).not.toBeChecked();
    }
    expect(textBox()).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "First name (optional)" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Town (optional)" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Choose photos" })).toBeInTheDocument();
    expect(send()).toHaveTextContent("Send My Review");
  });

  it("requires a rating: the message is shown, tied to the stars, and the first star takes the focus", async () => {
    const api = installFakeApi();
    const user = setup();
    await user.click(send());

    const message = await screen.findByText(REVIEW_MESSAGES.ratingRequired);
    const first = screen.getByRole("radio", { name: "1 star" });
    expect(first).toHaveAttribute("aria-describedby", message.id);
    expect(screen.getByRole("radio", { name: "5 stars" })).toHaveAccessibleDescription(
      REVIEW_MESSAGES.ratingRequired,
    );
    expect(first).toHaveFocus();
    expect(api.calls(`PUT ${REVIEW_URL}`)).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    await waitFor(() => expect(screen.queryByText(REVIEW_MESSAGES.ratingRequired)).not.toBeInTheDocument());
  });

  it("counts the characters as they are typed and refuses a text under 20 characters", async () => {
    const api = installFakeApi();
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.type(textBox(), "Too short");
    expect(screen.getByTestId("review-text-count")).toHaveTextContent("9 / 2,000 characters");
    expect(textBox()).toHaveAttribute("maxLength", "2000");

    await user.click(send());
    expect(await screen.findByText(REVIEW_MESSAGES.textLength)).toBeInTheDocument();
    expect(textBox()).toHaveAttribute("aria-invalid", "true");
    expect(textBox()).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.textLength));
    expect(api.calls(`PUT ${REVIEW_URL}`)).toHaveLength(0);
  });

  it("sends the rating, the trimmed text, the name and town, shows 'Sending…', then the thank-you", async () => {
    let answer: (value: ReturnType<typeof saved>) => void = () => {};
    const api = installFakeApi({
      [`PUT ${REVIEW_URL}`]: (body) => new Promise((resolve) => (answer = () => resolve(saved(body)))),
    });
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(textBox(), `  ${GOOD_TEXT}  `);
    await user.type(screen.getByRole("textbox", { name: "First name (optional)" }), "Emily");
    await user.type(screen.getByRole("textbox", { name: "Town (optional)" }), "Media");
    await user.click(send());

    const sending = await screen.findByRole("button", { name: "Sending…" });
    expect(sending).toBeDisabled();
    expect(screen.getByRole("form", { name: "Your review" })).toHaveAttribute("aria-busy", "true");
    expect(api.calls(`PUT ${REVIEW_URL}`)).toEqual([
      { rating: 4, text: GOOD_TEXT, displayName: "Emily", town: "Media", photos: [] },
    ]);

    answer(saved(api.calls(`PUT ${REVIEW_URL}`)[0]));
    const status = await screen.findByRole("status");
    expect(within(status).getByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
    expect(status).toHaveFocus();
    // Still editable and filled in: the review can change until it is published.
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(textBox()).toHaveValue(GOOD_TEXT);
    expect(send()).toHaveTextContent("Update My Review");
    expect(send()).toBeEnabled();
  });

  it("leaves blank optional fields out of the payload", async () => {
    const api = installFakeApi({ [`PUT ${REVIEW_URL}`]: (body) => saved(body) });
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "2 stars" }));
    await user.type(screen.getByRole("textbox", { name: "Town (optional)" }), "   ");
    await user.click(send());
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
    expect(api.calls(`PUT ${REVIEW_URL}`)).toEqual([{ rating: 2, photos: [] }]);
  });

  it("opens with a pending review and sends its photos back with the changes", async () => {
    const api = installFakeApi({ [`PUT ${REVIEW_URL}`]: (body) => saved(body, 200) });
    const user = setup(reviewFixture({ photos: [{ id: PHOTO_ID(7), url: `/api/uploads/${PHOTO_ID(7)}` }] }));
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(textBox()).toHaveValue("Marco was careful and the walls look great.");
    expect(screen.getByRole("textbox", { name: "First name (optional)" })).toHaveValue("Emily");
    expect(screen.getByRole("textbox", { name: "Town (optional)" })).toHaveValue("Media");
    expect(screen.getByRole("img", { name: "Photo 1" })).toHaveAttribute(
      "src",
      `/api/uploads/${PHOTO_ID(7)}`,
    );
    expect(send()).toHaveTextContent("Update My Review");

    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(send());
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
    expect(api.calls(`PUT ${REVIEW_URL}`)).toEqual([
      {
        rating: 5,
        text: "Marco was careful and the walls look great.",
        displayName: "Emily",
        town: "Media",
        photos: [PHOTO_ID(7)],
      },
    ]);
  });

  it("shows the server's message when the review can no longer change (409)", async () => {
    installFakeApi({
      [`PUT ${REVIEW_URL}`]: () => ({
        status: 409,
        body: { error: REVIEW_MESSAGES.alreadyPublished, code: "conflict" },
      }),
    });
    const user = setup(reviewFixture());
    await user.click(send());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.alreadyPublished);
    expect(alert).toHaveFocus();
    expect(screen.queryByText(REVIEW_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it.each([
    [
      "a rate limit with its message",
      429,
      { error: "Too many booking look-ups. Wait a few minutes." },
      "Too many booking look-ups. Wait a few minutes.",
    ],
    ["a rate limit without one", 429, null, RATE_LIMITED],
    ["a server failure", 500, { error: "Internal error" }, SEND_FAILED],
    ["no connection", 0, null, NETWORK_ERROR],
  ])("says what to do next after %s", async (_case, status, body, expected) => {
    installFakeApi({ [`PUT ${REVIEW_URL}`]: () => ({ status, body }) });
    const user = setup(reviewFixture());
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(expected);
    expect(send()).toBeEnabled();
  });

  it("uploads a photo and sends its id; it waits for uploads still in progress", async () => {
    let finish: () => void = () => {};
    const store = uploadRoute();
    const api = installFakeApi({
      [`POST ${UPLOAD_URL}`]: (body) => new Promise((resolve) => (finish = () => resolve(store(body)))),
      [`PUT ${REVIEW_URL}`]: (body) => saved(body),
    });
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.upload(screen.getByLabelText("Upload photos for your review"), png("hall.png"));
    expect(await screen.findByText("Uploading…")).toBeInTheDocument();

    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(WAIT_FOR_UPLOADS);
    expect(api.calls(`PUT ${REVIEW_URL}`)).toHaveLength(0);

    finish();
    expect(await screen.findByRole("img", { name: "Photo 1 (hall.png)" })).toBeInTheDocument();
    await user.click(send());
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
    expect(api.calls(`PUT ${REVIEW_URL}`)).toEqual([{ rating: 5, photos: [PHOTO_ID(1)] }]);
  });

  it("keeps at most 3 photos", async () => {
    const api = installFakeApi({
      [`POST ${UPLOAD_URL}`]: uploadRoute(),
      [`PUT ${REVIEW_URL}`]: (body) => saved(body),
    });
    const user = setup();
    await user.upload(screen.getByLabelText("Upload photos for your review"), [
      png("a.png"),
      png("b.png"),
      png("c.png"),
      png("d.png"),
    ]);
    expect(await screen.findByText(REVIEW_MESSAGES.tooManyPhotos)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(3));
    expect(api.calls(`POST ${UPLOAD_URL}`)).toHaveLength(3);

    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    await user.click(send());
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
    expect(api.calls(`PUT ${REVIEW_URL}`)).toEqual([
      { rating: 3, photos: [PHOTO_ID(1), PHOTO_ID(2), PHOTO_ID(3)] },
    ]);
  });
});
