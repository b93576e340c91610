/**
 * Whether the visitor is logged in, as the page's scripts can know it: the login Function
 * sets a readable `nb_logged_in` cookie beside the HttpOnly session cookie. It holds no
 * secret; the session itself is only ever checked on the server.
 */
export const loggedInCookie = "nb_logged_in";
export const sessionChangeEvent = "northbeam:session-change";

export const isLoggedIn = (cookieString: string = typeof document === "undefined" ? "" : document.cookie): boolean =>
  cookieString.split(";").some((cookie) => cookie.trim() === `${loggedInCookie}=1`);

/** Tells the header (and anything else listening) to read the login state again. */
export const announceSessionChange = (): void => {
  window.dispatchEvent(new Event(sessionChangeEvent));
};
