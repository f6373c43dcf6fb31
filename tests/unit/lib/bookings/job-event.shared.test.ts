import { jobEventDetails, jobEventTitle } from "@/lib/bookings/job-event.shared";

const job = {
  serviceType: "Painting Job",
  customerName: "Jane Doe",
  phone: "215-555-0199",
  timeSlotLabel: "8:00 AM-12:00 PM",
  days: 3,
  notes: "Dog in the yard",
  bookingId: "b-1",
};

describe("the painter's calendar event text", () => {
  it("names the service and the customer", () => {
    expect(jobEventTitle(job)).toBe("Painting Job - Jane Doe");
    expect(jobEventTitle({ ...job, customerName: null })).toBe("Painting Job - BrushWise job");
  });

  it("lists one fact a line", () => {
    expect(jobEventDetails(job)).toBe(
      [
        "Painting Job for Jane Doe",
        "Phone: 215-555-0199",
        "Time slot: 8:00 AM-12:00 PM",
        "Project length: 3 days",
        "Notes: Dog in the yard",
        "Booking ID: b-1",
      ].join("\n"),
    );
  });

  it("leaves out what a one-day job without notes or phone lacks", () => {
    expect(jobEventDetails({ ...job, customerName: "", phone: "", notes: null, days: 1 })).toBe(
      ["Painting Job for customer", "Time slot: 8:00 AM-12:00 PM", "Booking ID: b-1"].join("\n"),
    );
  });
});
