import type { GatsbyFunctionRequest } from "gatsby";

/** One request header as text (Node gives a list only for headers that may repeat). */
export const requestHeader = (req: GatsbyFunctionRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};
