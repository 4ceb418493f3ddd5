// The bulk runner (decision 023): never more than the limit in flight, every item run once, and items of one lane (one
// table) one after another, so two accepts never both take a table's last place.
import { describe, expect, it } from "vitest";
import { runBounded } from "~/core/lists/bulk";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runBounded", () => {
  it("runs every item once with at most `limit` in flight", async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await runBounded(
      Array.from({ length: 50 }, (_, index) => index),
      8,
      async (item) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await pause(item % 3);
        seen.push(item);
        inFlight--;
      },
    );
    expect(most).toBe(8);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it("runs the items of one lane one after another, in their order", async () => {
    const events: string[] = [];
    const items = [
      { id: "a1", lane: "A" },
      { id: "b1", lane: null },
      { id: "a2", lane: "A" },
      { id: "a3", lane: "A" },
      { id: "c1", lane: null },
    ];
    await runBounded(
      items,
      4,
      async (item) => {
        events.push(`start ${item.id}`);
        await pause(5);
        events.push(`end ${item.id}`);
      },
      (item) => item.lane,
    );
    const lane = events.filter((event) => event.endsWith("a1") || event.endsWith("a2") || event.endsWith("a3"));
    expect(lane).toEqual(["start a1", "end a1", "start a2", "end a2", "start a3", "end a3"]);
    expect(events.filter((event) => event.startsWith("end"))).toHaveLength(5);
  });

  it("does nothing for no items", async () => {
    let calls = 0;
    await runBounded([], 8, async () => {
      calls++;
    });
    expect(calls).toBe(0);
  });
});
