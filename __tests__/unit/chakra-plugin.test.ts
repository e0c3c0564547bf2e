/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CHAKRA_THEME, themeFolder } from "../../build/chakra/webpack.cjs";

const root = path.resolve(__dirname, "../..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jestProjects: Array<{ displayName: string; moduleNameMapper: Record<string, string> }> = require("../../jest.config").projects;

/** Every `@chakra-theme/<module>` the site imports. */
function importedThemeModules(dir = path.join(root, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return importedThemeModules(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [...readFileSync(file, "utf8").matchAll(/from "@chakra-theme\/([^"]+)"/g)].map((match) => match[1]);
  });
}

describe("plugins/chakra: the @chakra-theme alias, defined once", () => {
  const modules = [...new Set(importedThemeModules())];

  it("is used by the site", () => {
    expect(modules.length).toBeGreaterThan(0);
  });

  it("resolves every imported module for webpack (ESM), Jest (CommonJS) and TypeScript (types)", () => {
    const tsconfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8"));
    const [typesTarget] = tsconfig.compilerOptions.paths[`${CHAKRA_THEME}/*`] as string[];
    const jestTargets = new Set(jestProjects.map((project) => project.moduleNameMapper[`^${CHAKRA_THEME}/(.*)$`]));
    expect(jestTargets.size).toBe(1); // every Jest project maps the theme, and to one place
    const jestTarget = [...jestTargets][0].replace("<rootDir>", root);
    for (const name of modules) {
      expect([name, existsSync(path.join(themeFolder(root), `${name}.js`))]).toEqual([name, true]);
      expect([name, existsSync(jestTarget.replace("$1", name))]).toEqual([name, true]);
      expect([name, existsSync(path.join(root, typesTarget.replace("*", `${name}.d.ts`)))]).toEqual([name, true]);
    }
    // The three point at the same package's theme folder.
    expect(path.dirname(path.dirname(themeFolder(root)))).toBe(path.join(root, "node_modules/@chakra-ui/react/dist"));
    expect(typesTarget).toBe("node_modules/@chakra-ui/react/dist/types/theme/*");
  });
});
