/** @jest-environment node */
import { mapLimited } from "../../content-pipeline/map-limited";

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mapLimited", () => {
  it("keeps the items' order whatever order the calls finish in", async () => {
    const delays = [30, 5, 20, 0, 10, 25];
    const results = await mapLimited(delays, 3, async (ms, index) => {
      await settle(ms);
      return `${index}:${ms}`;
    });
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:0", "4:10", "5:25"]);
  });

  it("never has more than `limit` calls in flight, and uses all of them", async () => {
    let inFlight = 0;
    let most = 0;
    await mapLimited(Array.from({ length: 40 }, (_, i) => i), 4, async (i) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await settle(i % 3);
      inFlight -= 1;
    });
    expect(most).toBe(4);
  });

  it("rejects with the first error and starts no call after it", async () => {
    const started: number[] = [];
    await expect(
      mapLimited([0, 1, 2, 3, 4, 5, 6, 7], 2, async (i) => {
        started.push(i);
        await settle(1);
        if (i === 2) throw new Error("item 2 failed");
        return i;
      }),
    ).rejects.toThrow("item 2 failed");
    expect(started).not.toContain(5);
  });

  it("handles no items, and refuses a limit below 1", async () => {
    await expect(mapLimited([], 8, async () => 1)).resolves.toEqual([]);
    await expect(mapLimited([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
