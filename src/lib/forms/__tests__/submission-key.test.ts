import { newSubmissionKey } from "../submission-key";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newSubmissionKey", () => {
  it("makes a version-4 UUID, a new one each time", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newSubmissionKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it("makes one from getRandomValues where randomUUID is missing (a page served over http)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newSubmissionKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});
