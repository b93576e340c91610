/**
 * What the page's scripts know about a login. Beside the HttpOnly session cookie, the login
 * Function sets a readable `nb_logged_in=1` hint. The hint proves nothing (anyone can set a
 * cookie): it only says that asking the server who is logged in (`/api/user/me`) is worth a
 * request, so anonymous visitors' pages never make one. The session itself is only ever
 * checked on the server.
 */
export const loggedInCookie = "nb_logged_in";
export const sessionChangeEvent = "northbeam:session-change";

export const hasSessionHint = (cookieString: string = typeof document === "undefined" ? "" : document.cookie): boolean =>
  cookieString.split(";").some((cookie) => cookie.trim() === `${loggedInCookie}=1`);

/**
 * Deletes the hint once the server has said there is no session, so that later pages stop
 * asking. Same name and path as the server's cookie, or the browser would keep that one.
 */
export const forgetSessionHint = (): void => {
  document.cookie = `${loggedInCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/** Tells the header (and anything else listening) to find out the login state again. */
export const announceSessionChange = (): void => {
  window.dispatchEvent(new Event(sessionChangeEvent));
};
