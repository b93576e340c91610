import { parentPidOfStat, rssKbOfStatus, treeRssKb } from "../process-memory.mjs";

describe("process memory", () => {
  it("reads the parent pid of a stat line whose name holds spaces and parentheses", () => {
    expect(parentPidOfStat("4242 (node (worker) 1) S 4200 4242 4200 0 -1")).toBe(4200);
  });

  it("reads VmRSS, 0 without it", () => {
    expect(rssKbOfStatus("Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  123456 kB\n")).toBe(123456);
    expect(rssKbOfStatus("Name:\tzombie\nState:\tZ\n")).toBe(0);
  });

  it("sums a process and all its descendants, nothing else", () => {
    const rows = [
      { pid: 1, ppid: 0, rssKb: 5000 },
      { pid: 10, ppid: 1, rssKb: 100 },
      { pid: 11, ppid: 10, rssKb: 200 },
      { pid: 12, ppid: 10, rssKb: 300 },
      { pid: 13, ppid: 12, rssKb: 400 },
      { pid: 20, ppid: 1, rssKb: 9999 },
    ];
    expect(treeRssKb(rows, 10)).toBe(1000);
    expect(treeRssKb(rows, 13)).toBe(400);
    expect(treeRssKb(rows, 99)).toBe(0);
  });
});
