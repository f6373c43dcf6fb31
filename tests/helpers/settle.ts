import { act } from "@testing-library/react";

/**
 * Waits, with no clock, until every request made so far through the fetch stand-in (the jest.fn
 * installed as global.fetch, unless another is given), and every request made in answer to those,
 * has been answered, and React has rendered what followed: the state set from the answers, and the
 * lazy parts that then rendered (their modules loaded beforehand: see on-demand.ts).
 *
 * The stand-ins answer in promise callbacks only. act takes every React update made meanwhile into
 * its queue, renders it once the awaited answers are in and the callbacks they started have run,
 * and looks again after a macrotask until no work is left. What the test then asserts is on screen
 * however slow the machine, instead of being polled for against Testing Library's one second.
 *
 * For stand-ins that answer: a request held open on purpose (to see a pending state) keeps it waiting.
 */
export async function settleRequests(fetchMock = global.fetch as unknown as jest.Mock) {
  for (let seen = -1; seen !== fetchMock.mock.calls.length;) {
    seen = fetchMock.mock.calls.length;
    const answers = fetchMock.mock.results.map((result) => result.value as unknown);
    await act(async () => {
      await Promise.allSettled(answers);
    });
  }
}
