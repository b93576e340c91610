export interface ActivityCount {
  done: number;
  total: number;
}
export interface BuildFigures {
  gatsbySeconds: number | null;
  queries: ActivityCount | null;
  html: ActivityCount | null;
  imageJobs: ActivityCount | null;
  postsFetched: string;
}
export declare const stripAnsi: (text: string) => string;
export declare const activityCount: (log: string, name: string) => ActivityCount | null;
export declare const imageJobActivities: string[];
export declare const parseBuildLog: (text: string) => BuildFigures;
export declare const doneCount: (figure: ActivityCount | null) => number;
