// eslint-plugin-jsx-a11y 6.10 ships no type declarations: the parts eslint.config.mjs uses.
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint";

  const plugin: ESLint.Plugin & { flatConfigs: Record<"recommended" | "strict", Linter.Config> };
  export default plugin;
}
