import { themeForPath } from "../../../lib/light-mirror";
import { notFoundThemeScript } from "../not-found-theme";

describe("notFoundThemeScript", () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    window.history.pushState({}, "", "/");
  });

  it.each(["/no-such-page/", "/light/no-such-page/", "/light", "/lightning/", "/blog/light/", "/light/blog/x/"])(
    "colours %s as themeForPath does",
    (pathname) => {
      window.history.pushState({}, "", pathname);
      document.documentElement.dataset.theme = "dark";
      new Function(notFoundThemeScript)();
      expect(document.documentElement.dataset.theme).toBe(themeForPath(pathname));
    },
  );
});
