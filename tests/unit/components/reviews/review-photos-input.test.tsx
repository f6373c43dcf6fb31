import "../../../setup/dom-polyfills";

import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { NETWORK_ERROR } from "@/components/api/client";
import {
  photoLabel,
  ReviewPhotosInput,
  savedPhotos,
  type ReviewPhoto,
} from "@/components/reviews/review-photos-input";
import { REVIEW_MESSAGES } from "@/lib/validations/review.shared";
import { installFakeApi, PHOTO_ID, png, UPLOAD_URL, uploadRoute } from "./fixtures";

jest.setTimeout(20_000);

function Harness({ initial = [] }: { initial?: ReviewPhoto[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <ReviewPhotosInput photos={photos} onPhotosChange={setPhotos} />
      <p data-testid="ids">{photos.map((p) => p.id ?? "pending").join(",")}</p>
    </>
  );
}

const fileInput = () => screen.getByLabelText("Upload photos for your review");
const ids = () => screen.getByTestId("ids").textContent;

describe("ReviewPhotosInput", () => {
  it("shows 'Uploading…' while a photo uploads, then its preview and a named remove button", async () => {
    let finish: () => void = () => {};
    const store = uploadRoute();
    installFakeApi({
      [`POST ${UPLOAD_URL}`]: (body) => new Promise((resolve) => (finish = () => resolve(store(body)))),
    });
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole("group", { name: /Photos \(optional, up to 3\)/ })).toBeInTheDocument();

    await user.upload(fileInput(), png("hall.png"));
    const uploading = await screen.findByRole("status");
    expect(uploading).toHaveTextContent("Uploading Photo 1 (hall.png)");
    expect(within(uploading).getByText("Uploading…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();

    finish();
    const preview = await screen.findByRole("img", { name: "Photo 1 (hall.png)" });
    expect(preview).toHaveAttribute("src", `/api/uploads/${PHOTO_ID(1)}`);
    expect(ids()).toBe(PHOTO_ID(1));

    await user.click(screen.getByRole("button", { name: "Remove Photo 1 (hall.png)" }));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(ids()).toBe("");
    expect(screen.getByRole("button", { name: "Choose photos" })).toHaveFocus();
  });

  it("says why an upload failed and what to do next", async () => {
    const api = installFakeApi({
      [`POST ${UPLOAD_URL}`]: () => ({
        status: 400,
        body: { error: "Only image files (JPEG, PNG or WebP) can be added as room photos." },
      }),
    });
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(fileInput(), png("scan.png"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Could not add scan.png: Only image files (JPEG, PNG or WebP) can be added as room photos.",
    );
    expect(alert).toHaveTextContent("Choose the photo again or another one, or send your review without it.");
    expect(screen.queryAllByTestId("review-photo")).toHaveLength(0);

    api.routes[`POST ${UPLOAD_URL}`] = () => ({ status: 0, body: null });
    await user.upload(fileInput(), png("again.png"));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(`Could not add again.png: ${NETWORK_ERROR}`),
    );
  });

  it("refuses a file that is not an image before uploading it", async () => {
    const api = installFakeApi({ [`POST ${UPLOAD_URL}`]: uploadRoute() });
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(fileInput(), new File(["%PDF-1.4"], "invoice.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not add invoice.pdf: only photos");
    expect(api.calls(`POST ${UPLOAD_URL}`)).toHaveLength(0);
  });

  it("takes 3 photos at most and explains the limit when asked for more", async () => {
    const api = installFakeApi({ [`POST ${UPLOAD_URL}`]: uploadRoute() });
    const user = userEvent.setup();
    render(<Harness initial={savedPhotos([{ id: PHOTO_ID(9), url: `/api/uploads/${PHOTO_ID(9)}` }])} />);
    expect(screen.getByRole("img", { name: "Photo 1" })).toBeInTheDocument();

    await user.upload(fileInput(), [png("a.png"), png("b.png"), png("c.png")]);
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_MESSAGES.tooManyPhotos);
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(3));
    expect(api.calls(`POST ${UPLOAD_URL}`)).toHaveLength(2);
    expect(ids()).toBe([PHOTO_ID(9), PHOTO_ID(1), PHOTO_ID(2)].join(","));

    // Full: the button stays focusable and says why instead of opening the file picker.
    const choose = screen.getByRole("button", { name: "Choose photos" });
    expect(choose).toHaveAttribute("aria-disabled", "true");
    expect(choose).toHaveAccessibleDescription("Photo limit reached. Remove a photo to add another.");
    await user.click(screen.getByRole("button", { name: "Remove Photo 2 (a.png)" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(choose);
    expect(choose).not.toHaveAttribute("aria-disabled");
  });

  it("labels photos by position, with the file name when known", () => {
    const [saved] = savedPhotos([{ id: PHOTO_ID(1), url: "/x" }]);
    expect(photoLabel(saved!, 0)).toBe("Photo 1");
    expect(photoLabel({ ...saved!, name: "den.jpg" }, 2)).toBe("Photo 3 (den.jpg)");
  });
});
