/**
 * @jest-environment node
 */
import rankedPasswords from "@zxcvbn-ts/language-common/src/passwords.json";
import { HttpError } from "../http-error";
import {
  breachedPasswordMessage,
  comparedForms,
  isBreachedPassword,
  refusedPasswordCount,
  refuseBreachedPassword,
} from "../breached-passwords";

const ranked = rankedPasswords as string[];

describe("breached passwords", () => {
  it("uses the 10,000 most common of zxcvbn-ts's ranked list", () => {
    expect(refusedPasswordCount).toBe(10_000);
    expect(ranked.length).toBeGreaterThan(refusedPasswordCount);
    expect(ranked.indexOf("password123")).toBe(795);
    expect(isBreachedPassword(ranked[0]!)).toBe(true);
    expect(isBreachedPassword(ranked[refusedPasswordCount - 1]!)).toBe(true);
    // Past the 10,000th, an entry is refused only when its letters alone are among the first.
    const refused = new Set(ranked.slice(0, refusedPasswordCount));
    const beyond = ranked.slice(refusedPasswordCount, refusedPasswordCount + 200);
    const stemRefused = (entry: string) => comparedForms(entry).some((form) => refused.has(form));
    expect(beyond.filter((entry) => !stemRefused(entry)).length).toBeGreaterThan(50);
    expect(beyond.filter((entry) => isBreachedPassword(entry) !== stemRefused(entry))).toEqual([]);
  });

  it("compares the lowercased password, and its letters without what follows them", () => {
    expect(comparedForms("Password123!")).toEqual(["password123!", "password"]);
    expect(comparedForms("harbor violet compass")).toEqual(["harbor violet compass"]);
    expect(comparedForms("123456789012")).toEqual(["123456789012"]);
  });

  it("refuses Password123! and its kin", () => {
    for (const password of ["Password123!", "PASSWORD123", "password 2024!!", "Sunshine!2024", "qwertyuiop!!"]) {
      expect([password, isBreachedPassword(password)]).toEqual([password, true]);
    }
  });

  it("lets long passphrases and random passwords through", () => {
    for (const password of [
      "harbor violet compass 77",
      "correct horse battery staple",
      "hT4$kLp9@x2!",
      "maple river lantern 42",
    ]) {
      expect([password, isBreachedPassword(password)]).toEqual([password, false]);
    }
  });

  it("throws the form's 400 with the message on the password field", () => {
    expect(() => refuseBreachedPassword("harbor violet compass 77")).not.toThrow();
    let refusal: unknown;
    try {
      refuseBreachedPassword("Password123!");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, details: { fieldErrors: { password: breachedPasswordMessage } } });
  });
});
