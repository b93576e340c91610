/** @jest-environment node */
import { carriesSecret } from "../hook-auth.mjs";

describe("carriesSecret", () => {
  it("accepts the secret as a bearer token (as the stack sets BUILD_HOOK_TOKEN) or alone", () => {
    expect(carriesSecret("Bearer s3cret", "s3cret")).toBe(true);
    expect(carriesSecret("bearer   s3cret", "s3cret")).toBe(true);
    expect(carriesSecret("s3cret", "s3cret")).toBe(true);
  });

  it("refuses anything else: another secret, a prefix of it, nothing", () => {
    expect(carriesSecret("Bearer s3cre", "s3cret")).toBe(false);
    expect(carriesSecret("Bearer s3cretX", "s3cret")).toBe(false);
    expect(carriesSecret("Basic s3cret", "s3cret")).toBe(false);
    expect(carriesSecret("Bearer ", "s3cret")).toBe(false);
    expect(carriesSecret(undefined, "s3cret")).toBe(false);
  });

  it("will not run without a secret", () => {
    expect(() => carriesSecret("", "")).toThrow(/BUILD_SERVICE_SECRET/);
  });
});
