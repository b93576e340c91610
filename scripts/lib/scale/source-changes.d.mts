export declare const sourceTimes: (cwd?: string) => Map<string, number>;
export declare const changedSources: (before: Map<string, number>, after: Map<string, number>) => string[];
