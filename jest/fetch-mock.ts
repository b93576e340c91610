/** A fetch answer as the browser gives it: `ok` below status 400, the body as JSON. */
export const jsonAnswer = (status: number, body: unknown): Promise<Response> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

/**
 * A Jest mock in place of the global `fetch` for each test of the calling `describe`, reset
 * before each after `forget()` (what the code under test keeps between calls).
 */
export const mockFetchForEachTest = (forget: () => void): jest.Mock<Promise<Response>, [string]> => {
  const fetchMock = jest.fn<Promise<Response>, [string]>();
  beforeEach(() => {
    forget();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  return fetchMock;
};
