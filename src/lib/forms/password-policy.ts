/**
 * Password rules after NIST SP 800-63B and the OWASP Authentication Cheat Sheet: length is
 * what counts (at least 12 characters, up to 128 so passphrases fit), every character is
 * allowed, there are no composition rules, and passwords that are known to be common or
 * that repeat the account's own name or address are refused.
 */
export const passwordMinLength = 12;
export const passwordMaxLength = 128;

/** Frequent choices of at least 12 characters from public breach-corpus top lists. */
const commonPasswords = new Set([
  "123456789012",
  "1234567890123",
  "12345678910",
  "qwertyuiopasdfgh",
  "qwertyuiop123",
  "qwerty123456",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "iloveyou1234",
  "administrator",
  "welcome12345",
  "letmein12345",
  "changeme1234",
  "football1234",
  "baseball1234",
  "superman1234",
  "abcdefghijkl",
  "abc123456789",
  "trustno1trustno1",
  "monkey123456",
  "sunshine1234",
  "princess1234",
  "starwars1234",
  "mypassword123",
  "p@ssw0rd1234",
  "correcthorsebatterystaple",
]);

/** Counts user-perceived characters, so an emoji is one character, not two UTF-16 units. */
export const passwordLength = (password: string): number => [...password].length;

const isOneRepeatedCharacter = (password: string): boolean => new Set([...password]).size === 1;

const isSequential = (password: string): boolean => {
  const codes = [...password].map((character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((code, index) => index === 0 || code - codes[index - 1]! === step);
};

/** The first rule a password breaks, as a message for the person choosing it, or null. */
export const passwordProblem = (password: string, context: { email?: string; username?: string } = {}): string | null => {
  const length = passwordLength(password);
  if (length < passwordMinLength) return `Use at least ${passwordMinLength} characters; a short phrase is easy to remember.`;
  if (length > passwordMaxLength) return `Use at most ${passwordMaxLength} characters.`;
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || isOneRepeatedCharacter(password) || isSequential(password)) {
    return "This password is too common or too easy to guess; choose another.";
  }
  const email = context.email?.trim().toLowerCase();
  const username = context.username?.trim().toLowerCase();
  if ((email && lowered.includes(email)) || (username && username.length >= 4 && lowered.includes(username))) {
    return "Your password must not contain your username or email address.";
  }
  return null;
};
