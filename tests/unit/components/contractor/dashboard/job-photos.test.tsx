import { act, render, screen, within } from "@testing-library/react";
import { JobPhotos } from "@/components/contractor/dashboard/job-photos";
import { setDevicePainter } from "@/components/contractor/offline/device-painter";
import { enqueueMove, PHOTO_STEP } from "@/components/contractor/offline/queue";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

import { jobFixture, roomFixture } from "../fixtures";

const PAINTER = "painter-photos-ui";

function jobWithPhotos(status: ContractorJob["status"], completedAt: string | null = null) {
  const room = roomFixture({ id: "room-a", type: "kitchen" });
  const job = jobFixture({ status, rooms: [room], customerName: "Jane Doe", completedAt });
  return {
    ...job,
    photos: [
      {
        id: "p1",
        roomId: "room-a",
        phase: "before",
        clientRef: "ref-sent",
        url: "/api/job-photos/t1",
        createdAt: "",
      },
    ],
  } as ContractorJob;
}

beforeEach(() => {
  localStorage.clear();
  act(() => setDevicePainter(PAINTER));
});

it("shows the sent and the waiting photos per room and phase, with the counts and the camera buttons", () => {
  const job = jobWithPhotos("in_progress");
  enqueueMove(PAINTER, {
    jobId: job.id,
    status: PHOTO_STEP,
    notes: "",
    label: "The after photo",
    jobName: "Painting Job: Jane Doe",
    photo: { clientRef: "ref-waiting", roomId: "room-a", phase: "after" },
  });
  render(<JobPhotos job={job} />);
  const section = screen.getByRole("region", { name: "Photos of the work" });
  expect(section).toHaveTextContent("Photos: 2 of 30");
  expect(section).toHaveTextContent("Before: 1 of 6");
  expect(section).toHaveTextContent("After: 1 of 6");
  const before = within(section).getByRole("list", { name: "Kitchen 1: before photos" });
  expect(within(before).getByRole("img", { name: "Kitchen 1, before photo 1" })).toHaveAttribute(
    "src",
    "/api/job-photos/t1",
  );
  const after = within(section).getByRole("list", { name: "Kitchen 1: after photos" });
  expect(within(after).getByText("Waiting for signal")).toBeInTheDocument();
  const camera = screen.getByLabelText("Add before photo of Kitchen 1");
  expect(camera).toHaveAttribute("capture", "environment");
  expect(camera).toHaveAttribute("accept", "image/*");
  expect(screen.getByLabelText("Add after photo of Kitchen 1")).toBeEnabled();
});

it("offers before photos only until the job is started, and after photos only once it is", () => {
  render(<JobPhotos job={jobWithPhotos("acknowledged")} />);
  expect(screen.getByLabelText("Add before photo of Kitchen 1")).toBeEnabled();
  expect(screen.queryByLabelText("Add after photo of Kitchen 1")).toBeNull();
});

it("offers none on a job completed more than 24 hours ago, and still shows its photos", () => {
  const completedAt = new Date(Date.now() - 25 * 3_600_000).toISOString();
  render(<JobPhotos job={jobWithPhotos("completed", completedAt)} />);
  expect(screen.queryByLabelText(/Add (before|after) photo/)).toBeNull();
  expect(screen.getByRole("img", { name: "Kitchen 1, before photo 1" })).toBeInTheDocument();
});
