export interface LockfileGap {
  from: string;
  name: string;
}
export interface LockedPackage {
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export declare const missingOptionalPackages: (lock: { packages?: Record<string, LockedPackage> }) => LockfileGap[];
