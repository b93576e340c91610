/**
 * Reads an environment variable when the Function runs. Gatsby's Functions bundle replaces
 * every `process.env.NAME` with its value at build time (and a bare `process.env` with
 * `{}`), which would bake secrets into the build and ignore the host's settings; going
 * through `globalThis` is left alone by the bundler.
 */
export const runtimeEnv = (name: string): string | undefined => globalThis.process?.env?.[name];
