export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  hostIndex: number;
}
export interface PageFigures extends RunFigures {
  worstPerformance: number;
}
export declare const median: (values: number[]) => number;
export declare const figuresOf: (lhr: unknown) => RunFigures;
export declare const summarize: (runs: RunFigures[]) => PageFigures;
export declare const targetMisses: (page: string, row: PageFigures) => string[];
export declare const reportLines: (rows: Array<PageFigures & { page: string }>) => string[];
