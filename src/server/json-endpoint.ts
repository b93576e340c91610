import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { HttpError, sendJson, type JsonBody } from "./http-error";

/**
 * Gatsby parses bodies before a Function runs, and answers what its parsers refuse (too
 * large, a broken or unknown Content-Encoding) with Express's HTML error pages. The site's
 * Functions switch every parser off and read the body themselves (`readBody`), so each
 * refusal is our JSON answer with the right status. (Gatsby's multipart parser, multer, is
 * taken out of the chain by patches/gatsby+*.patch: no Function takes multipart.)
 *
 * Functions export it as `export const { config } = { config: jsonFunctionConfig }`.
 * Gatsby reads a Function's `config` when it runs it, but its query extraction also scans
 * every module in src/ for a declared `export const config` (or `export { config }`) and,
 * taking it for a page's rendering config, then builds SSR engines, which cannot bundle
 * sharp's native module. The destructured export is not mistaken for one.
 */
const notParsedHere = "application/x-not-parsed-here";
export const jsonFunctionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: { type: notParsedHere },
    json: { type: notParsedHere },
    text: { type: notParsedHere },
    urlencoded: { type: notParsedHere, extended: false },
  },
};

export interface JsonOutcome {
  status: number;
  body: JsonBody;
  headers?: Record<string, string | string[]>;
}

/**
 * Headers for an answer given while the request's body is still arriving (refused before
 * it was read, too large, too slow): `Connection: close`. Otherwise Node would read and
 * discard the rest of the body after the answer, to keep the connection for another request,
 * so a refused 25 MB upload would still be received in full. Closed, the client stops
 * sending once it reads the answer. Bodies a runtime has already buffered have no `complete`.
 */
export const unreadBodyHeaders = (req: GatsbyFunctionRequest): Record<string, string> =>
  (req as { complete?: boolean }).complete === false ? { Connection: "close" } : {};

/**
 * Runs an endpoint and answers in JSON whatever happens: its outcome, the HttpError it
 * threw (4xx/503 with a message for people), or a generic 500 for a bug, never a stack trace.
 */
export const jsonEndpoint =
  (handle: (req: GatsbyFunctionRequest) => Promise<JsonOutcome>) =>
  async (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> => {
    try {
      const outcome = await handle(req);
      sendJson(res, outcome.status, outcome.body, { ...outcome.headers, ...unreadBodyHeaders(req) });
    } catch (error) {
      if (error instanceof HttpError) {
        const { fieldErrors, headers } = error.details;
        sendJson(
          res,
          error.status,
          { message: error.message, ...(fieldErrors ? { fieldErrors } : {}) },
          { ...headers, ...unreadBodyHeaders(req) },
        );
        return;
      }
      console.error("Function failed", error instanceof Error ? error.message : error);
      sendJson(
        res,
        500,
        { message: "Something went wrong on our side. Your entries are kept; please try again." },
        unreadBodyHeaders(req),
      );
    }
  };
