/**
 * Calls a Function as Netlify runs it: the handler gatsby-adapter-netlify wrote into
 * `.netlify/functions-internal/<id>/<id>.js`, given an event of the shape Netlify's Functions
 * receive (AWS Lambda's: method, path, multi-value headers, body). It answers what Netlify
 * would send back to the visitor.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * @typedef {{ statusCode?: number, multiValueHeaders?: Record<string, string[]>, body?: string, isBase64Encoded?: boolean }} LambdaResult
 * @typedef {(event: Record<string, unknown>, context: Record<string, unknown>) => Promise<LambdaResult>} LambdaHandler
 * @typedef {{ status: number, headers: Record<string, string>, text: string, json: () => any }} FunctionAnswer
 */

/**
 * The handler a Function's Netlify entry exports, or null when it exports none.
 * @param {string} entryFile absolute path of `<id>.js`
 * @returns {LambdaHandler | null}
 */
export const netlifyHandler = (entryFile) => {
  const entry = /** @type {{ handler?: unknown }} */ (require(entryFile));
  return typeof entry.handler === "function" ? /** @type {LambdaHandler} */ (entry.handler) : null;
};

/**
 * @param {LambdaHandler} handler
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string }} request
 * @returns {Promise<FunctionAnswer>}
 */
export const callNetlifyFunction = async (handler, { method, path, headers = {}, body }) => {
  const result = await handler(
    {
      httpMethod: method,
      path,
      rawUrl: `https://site.example${path}`,
      // Netlify hands a Function lower-case header names.
      multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), [value]])),
      queryStringParameters: {},
      multiValueQueryStringParameters: {},
      body: body ?? null,
      isBase64Encoded: false,
    },
    {},
  );
  const text = result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8").toString("utf8") : "";
  return {
    status: result.statusCode ?? 0,
    headers: Object.fromEntries(
      Object.entries(result.multiValueHeaders ?? {}).map(([name, values]) => [name, values.join(", ")]),
    ),
    text,
    json: () => JSON.parse(text),
  };
};
