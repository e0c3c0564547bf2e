export { directBarrelImportRules } from "./direct-barrel-imports-loader.cjs";

export const CHAKRA_THEME: "@chakra-theme";
export function themeFolder(root: string, format?: "esm" | "cjs"): string;
export const lazyGlobalRule: { test: RegExp; use: string[] };
export const pureAnatomyRule: { test: RegExp; use: string[] };
