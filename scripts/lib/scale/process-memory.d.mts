export interface ProcessRow {
  pid: number;
  ppid: number;
  rssKb: number;
}
export declare const parentPidOfStat: (stat: string) => number;
export declare const rssKbOfStatus: (status: string) => number;
export declare const treeRssKb: (processes: ProcessRow[], rootPid: number) => number;
export declare const watchPeakMemory: (rootPid: number, intervalMs?: number) => { stop: () => number };
