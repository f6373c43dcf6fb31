import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import {
  availableDates,
  loadSchedulingQuote,
  SCHEDULE_CHUNK,
  slotsForDate,
} from "@/lib/scheduling/availability";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { eligibleContractors } from "@/lib/scheduling/matching";
import { createContractor, createTestQuote } from "../helpers/fixtures";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

describe("painters read a chunk at a time", () => {
  it("still finds a date that only a painter beyond the first chunk offers", async () => {
    const offered = day(40);
    // A full chunk of better-placed painters who offer nothing on that date...
    for (let i = 0; i < SCHEDULE_CHUNK; i++)
      await createContractor({ areas: [["Philadelphia", 1]], availability: { [day(41)]: ["evening"] } });
    // ...and one after them in matching order who does.
    const last = await createContractor({
      areas: [["Philadelphia", 2]],
      availability: { [offered]: ["afternoon"] },
    });
    const quote = await loadSchedulingQuote(db, (await createTestQuote()).id);

    const painters = await eligibleContractors(db, quote.zipCode, today);
    expect(painters).toHaveLength(SCHEDULE_CHUNK + 1);
    expect(painters.at(-1)?.id).toBe(last.id);

    const dates = await availableDates(db, quote, today);
    expect(dates).toContain(offered);
    expect(dates).toContain(day(41));
    expect((await slotsForDate(db, quote, offered, today)).map((s) => [s.id, s.available])).toEqual([
      ["morning", false],
      ["afternoon", true],
      ["evening", false],
    ]);
  });

  it("matches only painters of areas covering the zip, each once with their best priority", async () => {
    const both = await createContractor({
      areas: [
        ["Philadelphia", 3],
        ["Chester", 1],
      ],
    });
    const chesterOnly = await createContractor({ areas: [["Chester", 1]] });
    const painters = await eligibleContractors(db, "19103", today);
    expect(painters.filter((p) => p.id === both.id)).toEqual([expect.objectContaining({ priority: 3 })]);
    expect(painters.some((p) => p.id === chesterOnly.id)).toBe(false);
  });
});
