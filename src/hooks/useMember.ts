import { useEffect, useSyncExternalStore } from "react";
import { requestMember, type Member } from "../lib/member-request";
import { forgetSessionHint, hasSessionHint, sessionChangeEvent } from "../lib/session-state";

/** On window focus the server is asked again only when its last answer is older than this. */
export const memberRecheckMs = 60_000;

/** Why the login state is being looked at again; it decides whether to ask the server. */
type Occasion = "mount" | "focus" | "change";

interface Known {
  member: Member | null;
  /** When the server last answered; absent while the missing hint made asking pointless. */
  answeredAt?: number;
}

/**
 * What this document knows, shared by every mount, so that a page reached by a link starts
 * from it instead of from the logged-out state and the header does not flicker.
 */
let known: Known = { member: null };
/** Counts questions; an answer that arrives after a newer question or a logout is dropped. */
let latestQuestion = 0;
let asking = false;
const listeners = new Set<() => void>();

const settle = (next: Known): void => {
  const sameMember = next.member?.name === known.member?.name;
  known = { ...next, member: sameMember ? known.member : next.member };
  if (!sameMember) listeners.forEach((listener) => listener());
};

const worthAsking = (occasion: Occasion): boolean => {
  if (occasion === "change") return true;
  if (asking) return false;
  if (known.answeredAt === undefined) return true;
  // Page changes reuse the answer; focus asks again now and then, for a session that ended
  // on the server (expired, revoked) or a login as someone else in another tab.
  return occasion === "focus" && Date.now() - known.answeredAt >= memberRecheckMs;
};

const lookAgain = (occasion: Occasion): void => {
  if (!hasSessionHint()) {
    // Logged out here or in another tab (they share cookies), or never logged in: no request.
    latestQuestion += 1;
    asking = false;
    settle({ member: null });
    return;
  }
  if (!worthAsking(occasion)) return;
  const question = ++latestQuestion;
  asking = true;
  void requestMember().then((answer) => {
    if (question !== latestQuestion) return;
    asking = false;
    if (answer.kind === "signed-out") {
      forgetSessionHint();
      settle({ member: null });
    } else {
      // Without an answer (CMS or network down) the last confirmed member stays: the hint
      // alone never shows anyone as logged in, and the session most likely still stands.
      settle({ member: answer.kind === "member" ? answer.member : known.member, answeredAt: Date.now() });
    }
  });
};

const onChange = () => lookAgain("change");
const onFocus = () => lookAgain("focus");

/** The window's events are listened to once, however many components use the hook. */
const subscribe = (listener: () => void): (() => void) => {
  if (listeners.size === 0) {
    window.addEventListener(sessionChangeEvent, onChange);
    window.addEventListener("focus", onFocus);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener(sessionChangeEvent, onChange);
    window.removeEventListener("focus", onFocus);
  };
};
const currentMember = (): Member | null => known.member;
const noMemberOnTheServer = (): null => null;

/**
 * The logged-in member, or null, as the server last told this document.
 *
 * The server renders the logged-out header, and hydration renders it too. The hint cookie
 * is then read in a task of its own: a page's first read of `document.cookie` waits for the
 * browser's network process (about 7 ms in CPU profiles here), and inside hydration that
 * wait was added to a start-up task. Only with the hint is `/api/user/me` asked, and its
 * answer is kept for the pages that follow. The state is looked at again when the login or
 * logout form announces a change (the server is always asked then) and when the window
 * regains focus (another tab may have logged in or out; the server is asked at most once
 * per `memberRecheckMs` then).
 */
export const useMember = (): Member | null => {
  const member = useSyncExternalStore(subscribe, currentMember, noMemberOnTheServer);

  useEffect(() => {
    const firstLook = window.setTimeout(() => lookAgain("mount"), 0);
    return () => window.clearTimeout(firstLook);
  }, []);

  return member;
};
