import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { recipes, slotRecipes } from "../../src/theme/system";

// A recipe registered in the system ships with every page's first load, so each one must be drawn
// somewhere: by its Chakra component (`Button` for `button`) or by the site's own elements
// (`recipeStyles(system, "button")`, `createRecipeContext({ key: "input" })`).

const SRC = join(__dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "theme" || entry.name === "cms" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const chakraImports = (text: string) =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)].flatMap((match) =>
    match[1].split(",").map((name) => name.trim().split(/\s+as\s+/)[0]),
  );

function drawn(key: string, files: string[]): boolean {
  const byKey = new RegExp(`recipeStyles\\(\\s*system,\\s*"${key}"|key:\\s*"${key}"`);
  return files.some((file) => {
    const text = readFileSync(file, "utf8");
    return byKey.test(text) || chakraImports(text).includes(pascal(key));
  });
}

test("every recipe the system registers is drawn by some page", () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(50);
  const keys = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
  expect(keys).toContain("button");
  expect(keys.filter((key) => !drawn(key, files))).toEqual([]);
});

test("the check tells a drawn recipe from one no page uses", () => {
  const files = sourceFiles(SRC);
  expect(drawn("spinner", files)).toBe(true);
  expect(drawn("skipNavLink", files)).toBe(true);
  expect(drawn("separator", files)).toBe(false);
  expect(drawn("accordion", files)).toBe(false);
});
