/**
 * @jest-environment node
 */
import { settleNoSoonerThan } from "../steady-timing";

describe("settleNoSoonerThan", () => {
  it("holds a quick result and a quick error for the same time", async () => {
    const started = Date.now();
    await expect(settleNoSoonerThan(120, async () => "done")).resolves.toBe("done");
    const quickResult = Date.now() - started;
    const failedAt = Date.now();
    await expect(settleNoSoonerThan(120, async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    const quickError = Date.now() - failedAt;
    expect(quickResult).toBeGreaterThanOrEqual(115);
    expect(quickError).toBeGreaterThanOrEqual(115);
  });

  it("adds nothing to work that takes longer", async () => {
    const started = Date.now();
    await settleNoSoonerThan(10, () => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(Date.now() - started).toBeLessThan(200);
  });
});
