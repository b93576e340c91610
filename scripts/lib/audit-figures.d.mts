export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  hostIndex: number;
}
export interface PageFigures extends RunFigures {
  worstPerformance: number;
}
/** A page's medians as the audit reports them; `reference` marks the reference page. */
export interface AuditRow extends PageFigures {
  page: string;
  reference?: boolean;
}
export declare const median: (values: number[]) => number;
export declare const figuresOf: (lhr: unknown) => RunFigures;
export declare const summarize: (runs: RunFigures[]) => PageFigures;
export declare const withLcpRatios: <Row extends AuditRow>(rows: Row[]) => Array<Row & { lcpRatio: number | undefined }>;
export declare const targetMisses: (page: string, row: PageFigures & { lcpRatio?: number | undefined }) => string[];
export declare const reportLines: (rows: AuditRow[]) => string[];
