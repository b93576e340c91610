import { act, renderHook } from "@testing-library/react";
import { useMember } from "../hooks/useMember";
import { loggedInCookie } from "../lib/session-state";

/** Sets or deletes the readable login hint, as the login and logout Functions do. */
export const setSessionHint = (present: boolean): void => {
  document.cookie = present ? `${loggedInCookie}=1; Path=/` : `${loggedInCookie}=; Path=/; Max-Age=0`;
};

export const hasHintCookie = (): boolean => document.cookie.includes(`${loggedInCookie}=`);

/** A fetch answer as the Functions give it: a status and a JSON body. */
export const jsonAnswer = (status: number, body: object): Response => ({ status, json: async () => body }) as unknown as Response;

type FetchArguments = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArguments>;

/** Replaces fetch with a mock that gives `answers` in turn (the last one from then on). */
export const mockFetch = (...answers: Response[]): FetchMock => {
  const queue = [...answers];
  const fetchMock = jest.fn<Promise<Response>, FetchArguments>(
    async () => (queue.length > 1 ? queue.shift() : queue[0]) ?? jsonAnswer(500, {}),
  );
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
};

/** Lets the hook's first look (a task of its own after mount) and any answer arrive. */
export const settleTasks = (ms = 0): Promise<void> =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

/**
 * The hook remembers the server's answer for the document's later pages; tests start from a
 * document that knows nothing: without the hint a first look forgets any earlier answer.
 */
export const forgetKnownMember = async (): Promise<void> => {
  setSessionHint(false);
  const { unmount } = renderHook(() => useMember());
  await settleTasks();
  unmount();
};
