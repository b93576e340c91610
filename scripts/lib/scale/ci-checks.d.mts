export declare const ciLimits: { editHtmlPages: number; pageDataBytes: number };
export declare const ciFailures: (run: {
  htmlPages: { noChange: number; titleEdit: number; bodyEdit: number };
  blogPageDataBytes: number;
  largestStaticQuery: { file: string; bytes: number } | null;
}) => string[];
