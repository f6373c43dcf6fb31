/**
 * The demo quotes (lib/seed/demo.ts writes them), whose bookings and jobs cover every status.
 * Data only.
 */
import "server-only";
import type { BookingStatus, JobStatus, TimeSlot } from "@/lib/generated/prisma/client";
import { defaultRoomPaintOptions, type RoomPricingInput } from "@/lib/pricing/index.shared";

export type DemoRoom = Partial<RoomPricingInput> &
  Pick<RoomPricingInput, "length" | "width"> & { type: string; colors?: string };

export interface DemoJob {
  key: string;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  propertyType: "single-family" | "townhouse" | "condo";
  rooms: DemoRoom[];
  furnitureMoving?: boolean;
  substantialPrep?: boolean;
  /** Days after the quote was made; no booking when undefined */
  booking?: {
    dayOffset: number;
    timeSlot: TimeSlot;
    status: BookingStatus;
    contractor: string;
    job: JobStatus;
    notes?: string;
  };
  quoteAgeDays: number;
}

export const DEMO_JOBS: DemoJob[] = [
  {
    key: "q1",
    customerName: "Emily Carter",
    email: "emily.carter@example.com",
    phone: "(215) 555-0101",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "townhouse",
    quoteAgeDays: 2,
    rooms: [
      {
        type: "living-room",
        length: 18,
        width: 14,
        paintTrim: true,
        doorCount: 2,
        colors: "SW 7008 Alabaster",
      },
      { type: "bedroom", length: 12, width: 11, paintCeiling: true, colors: "BM OC-17 White Dove" },
    ],
    booking: { dayOffset: 3, timeSlot: "morning", status: "scheduled", contractor: "marco", job: "assigned" },
  },
  {
    key: "q2",
    customerName: "James Okafor",
    email: "james.okafor@example.com",
    phone: "(610) 555-0102",
    address: "415 W Lancaster Ave, Wayne, PA 19087",
    propertyType: "single-family",
    quoteAgeDays: 4,
    furnitureMoving: true,
    rooms: [
      { type: "kitchen", length: 14, width: 12, paintDoors: true, doorCount: 1, colors: "SW 6204 Sea Salt" },
      {
        type: "dining-room",
        length: 13,
        width: 12,
        paintTrim: true,
        paintWindows: true,
        windowCount: 2,
        windowWidth: 3,
        windowHeight: 5,
        colors: "BM HC-172 Revere Pewter",
      },
    ],
    booking: {
      dayOffset: 5,
      timeSlot: "afternoon",
      status: "confirmed",
      contractor: "tom",
      job: "acknowledged",
      notes: "Dog in the house; please ring the side door.",
    },
  },
  {
    key: "q3",
    customerName: "Sofia Martinez",
    email: "sofia.martinez@example.com",
    phone: "(267) 555-0103",
    address: "1520 E Passyunk Ave, Philadelphia, PA 19147",
    propertyType: "condo",
    quoteAgeDays: 6,
    rooms: [
      { type: "bedroom", length: 12, width: 10, colors: "SW 9166 Drift of Mist" },
      { type: "hallway", length: 16, width: 4, paintTrim: true, colors: "SW 7005 Pure White" },
    ],
    booking: {
      dayOffset: 0,
      timeSlot: "morning",
      status: "in_progress",
      contractor: "marco",
      job: "in_progress",
    },
  },
  {
    key: "q4",
    customerName: "Robert Chen",
    email: "robert.chen@example.com",
    phone: "(610) 555-0104",
    address: "22 S Olive St, Media, PA 19063",
    propertyType: "single-family",
    quoteAgeDays: 20,
    substantialPrep: true,
    rooms: [
      {
        type: "office",
        length: 11,
        width: 10,
        paintCeiling: true,
        paintTrim: true,
        colors: "BM 2062-20 Hale Navy",
      },
    ],
    booking: {
      dayOffset: -10,
      timeSlot: "morning",
      status: "completed",
      contractor: "aisha",
      job: "completed",
      notes: "Customer paid by check.",
    },
  },
  {
    key: "q5",
    customerName: "Hannah Schultz",
    email: "hannah.schultz@example.com",
    phone: "(484) 555-0105",
    address: "130 W Gay St, West Chester, PA 19380",
    propertyType: "townhouse",
    quoteAgeDays: 30,
    rooms: [
      {
        type: "living-room",
        length: 20,
        width: 15,
        paintCeiling: true,
        paintTrim: true,
        doorCount: 1,
        paintDoors: true,
        colors: "SW 7036 Accessible Beige",
      },
      { type: "bathroom", length: 8, width: 6, colors: "BM 2135-50 Palladian Blue" },
    ],
    booking: {
      dayOffset: -20,
      timeSlot: "afternoon",
      status: "completed",
      contractor: "linh",
      job: "completed",
    },
  },
  {
    key: "q6",
    customerName: "Marcus Reed",
    email: "marcus.reed@example.com",
    phone: "(215) 555-0106",
    address: "4000 Ridge Ave, Philadelphia, PA 19129",
    propertyType: "single-family",
    quoteAgeDays: 3,
    rooms: [{ type: "bedroom", length: 13, width: 12, colors: "SW 6255 Morning Fog" }],
    booking: {
      dayOffset: 7,
      timeSlot: "morning",
      status: "cancelled",
      contractor: "aisha",
      job: "cancelled",
      notes: "Cancelled by the customer: moving date changed.",
    },
  },
  {
    key: "q7",
    customerName: "Olivia Brooks",
    email: "olivia.brooks@example.com",
    phone: "(610) 555-0107",
    address: "88 E Lancaster Ave, Ardmore, PA 19003",
    propertyType: "single-family",
    quoteAgeDays: 1,
    rooms: [{ type: "dining-room", length: 14, width: 13, paintTrim: true, colors: "BM HC-154 Hale Navy" }],
    booking: {
      dayOffset: 9,
      timeSlot: "afternoon",
      status: "pending",
      contractor: "dave",
      job: "rejected",
      notes: "Painter unavailable; awaiting reassignment.",
    },
  },
  {
    key: "q8",
    customerName: "Daniel Kim",
    email: "daniel.kim@example.com",
    phone: "(484) 555-0108",
    address: "301 Bridge St, Phoenixville, PA 19460",
    propertyType: "townhouse",
    quoteAgeDays: 2,
    rooms: [
      {
        type: "living-room",
        length: 16,
        width: 13,
        paintOptions: { ...defaultRoomPaintOptions(), colorConsultation: true },
      },
    ],
    booking: {
      dayOffset: 4,
      timeSlot: "evening",
      status: "scheduled",
      contractor: "linh",
      job: "assigned",
      notes: "Colour consultation before choosing a palette.",
    },
  },
  {
    key: "q9",
    customerName: "Grace Thompson",
    email: "grace.thompson@example.com",
    phone: "(215) 555-0109",
    address: "7301 Germantown Ave, Philadelphia, PA 19119",
    propertyType: "single-family",
    quoteAgeDays: 5,
    furnitureMoving: true,
    rooms: [
      {
        type: "living-room",
        length: 24,
        width: 18,
        height: 10,
        paintCeiling: true,
        paintTrim: true,
        colors: "SW 7757 High Reflective White",
      },
      { type: "bedroom", length: 16, width: 14, paintCeiling: true, colors: "BM OC-65 Chantilly Lace" },
      { type: "bedroom", length: 14, width: 12, paintCeiling: true, colors: "BM 1466 Edgecomb Gray" },
    ],
    booking: {
      dayOffset: 12,
      timeSlot: "morning",
      status: "scheduled",
      contractor: "marco",
      job: "acknowledged",
    },
  },
  {
    key: "q10",
    customerName: "Nathan Price",
    email: "nathan.price@example.com",
    phone: "(610) 555-0110",
    address: "12 Haverford Station Rd, Haverford, PA 19041",
    propertyType: "single-family",
    quoteAgeDays: 45,
    rooms: [{ type: "other", length: 10, width: 10, colors: "SW 7015 Repose Gray" }],
  },
];
