/** The demo contractors (lib/seed/demo.ts writes them): every state, their service areas. Data only. */
import "server-only";

/** Password of every demo contractor account (documented in the README). */
export const DEMO_CONTRACTOR_PASSWORD = "painter123";

export interface DemoContractor {
  key: string;
  firstName: string;
  lastName: string;
  businessName?: string;
  phone: string;
  experienceYears: number;
  isVerified: boolean;
  isActive: boolean;
  sqFtPerDay: number;
  areas: [county: string, priority: number][];
  bio: string;
}

export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    key: "marco",
    firstName: "Marco",
    lastName: "Rossi",
    businessName: "Rossi Fine Painting",
    phone: "(215) 555-0142",
    experienceYears: 14,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 600,
    areas: [
      ["Philadelphia", 1],
      ["Montgomery", 2],
    ],
    bio: "Second-generation painter specialising in rowhome interiors and plaster repair.",
  },
  {
    key: "aisha",
    firstName: "Aisha",
    lastName: "Johnson",
    businessName: "Johnson & Daughters Painting",
    phone: "(610) 555-0178",
    experienceYears: 9,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 500,
    areas: [
      ["Delaware", 1],
      ["Philadelphia", 2],
    ],
    bio: "Family crew known for spotless cut lines and careful furniture protection.",
  },
  {
    key: "tom",
    firstName: "Tom",
    lastName: "Kowalski",
    businessName: "Main Line Brush Co.",
    phone: "(610) 555-0119",
    experienceYears: 21,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 450,
    areas: [
      ["Montgomery", 1],
      ["Chester", 2],
    ],
    bio: "Historic homes, high ceilings and fine trim work along the Main Line.",
  },
  {
    key: "linh",
    firstName: "Linh",
    lastName: "Nguyen",
    businessName: "Nguyen Interiors",
    phone: "(484) 555-0163",
    experienceYears: 7,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 550,
    areas: [
      ["Chester", 1],
      ["Delaware", 3],
    ],
    bio: "Colour-consultation specialist; low-VOC and zero-VOC paint systems.",
  },
  {
    key: "dave",
    firstName: "Dave",
    lastName: "O'Brien",
    phone: "(610) 555-0131",
    experienceYears: 4,
    isVerified: false,
    isActive: true,
    sqFtPerDay: 400,
    areas: [["Delaware", 2]],
    bio: "Independent painter, quick turnarounds on bedrooms and hallways.",
  },
  {
    key: "priya",
    firstName: "Priya",
    lastName: "Patel",
    businessName: "Patel Color Studio",
    phone: "(267) 555-0187",
    experienceYears: 3,
    isVerified: false,
    isActive: true,
    sqFtPerDay: 500,
    areas: [["Philadelphia", 3]],
    bio: "Accent walls, murals and modern colour palettes.",
  },
  {
    key: "frank",
    firstName: "Frank",
    lastName: "DiMarco",
    businessName: "DiMarco & Sons",
    phone: "(215) 555-0104",
    experienceYears: 30,
    isVerified: true,
    isActive: false,
    sqFtPerDay: 500,
    areas: [["Montgomery", 3]],
    bio: "Retired from new work this season.",
  },
  {
    key: "keisha",
    firstName: "Keisha",
    lastName: "Williams",
    phone: "(484) 555-0150",
    experienceYears: 2,
    isVerified: false,
    isActive: false,
    sqFtPerDay: 350,
    areas: [["Chester", 4]],
    bio: "Awaiting insurance documents.",
  },
];

export const demoContractorEmail = (c: Pick<DemoContractor, "firstName" | "lastName">) =>
  `${c.firstName}.${c.lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";
