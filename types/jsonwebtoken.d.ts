/**
 * The part of jsonwebtoken (Directus's own dependency, in cms/node_modules) that the CMS's
 * site-members extension uses; the package ships no types and @types is not installed.
 */
declare module "jsonwebtoken" {
  interface JsonWebToken {
    sign(payload: object, secret: string, options: { expiresIn: string; issuer: string }): string;
    /** The payload, or a throw for a bad signature, another issuer or an expired token. */
    verify(token: string, secret: string, options: { issuer: string }): string | Record<string, unknown>;
  }
  const jwt: JsonWebToken;
  export default jwt;
}
