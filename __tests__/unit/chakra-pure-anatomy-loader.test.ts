/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require("gatsby/webpack") as typeof import("webpack");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { annotate } = require("../../build/chakra/pure-anatomy-loader.cjs") as typeof import("../../build/chakra/pure-anatomy-loader.cjs");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pureAnatomyRule } = require("../../build/chakra/webpack.cjs") as typeof import("../../build/chakra/webpack.cjs");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { themeFolder } = require("../../build/chakra/webpack.cjs") as typeof import("../../build/chakra/webpack.cjs");

const root = resolve(__dirname, "../..");
const anatomyFile = join(root, "node_modules/@chakra-ui/react/dist/esm/anatomy.js");

/**
 * Bundles an entry that uses only the toast recipe (as src/components/ui/toaster.tsx does),
 * minified as in production, with or without the loader; returns the JavaScript written.
 */
async function bundleToastRecipe(withLoader: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "pure-anatomy-"));
  try {
    const entry = join(dir, "entry.js");
    const recipe = join(themeFolder(root), "recipes/toast.js");
    writeFileSync(entry, `import { toastSlotRecipe } from ${JSON.stringify(recipe)};\nconsole.log(toastSlotRecipe.slots);\n`);
    const config: import("webpack").Configuration = {
      mode: "production",
      context: root,
      entry,
      output: { path: join(dir, "out"), filename: "bundle.js" },
      resolve: { modules: [join(root, "node_modules")] },
      module: { rules: withLoader ? [pureAnatomyRule] : [] },
      performance: { hints: false },
    };
    const stats = await new Promise<import("webpack").Stats>((done, fail) =>
      webpack(config).run((error, result) => (error || !result ? fail(error) : done(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return readdirSync(join(dir, "out"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(dir, "out", name), "utf8"))
      .join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("chakra-pure-anatomy-loader", () => {
  const original = readFileSync(anatomyFile, "utf8");

  it("marks every anatomy the installed Chakra defines with a call as pure", () => {
    const annotated = annotate(original);
    const declarations = annotated.match(/^const [\w$]+ = .*$/gm) ?? [];
    expect(declarations.length).toBeGreaterThanOrEqual(30);
    const unannotated = declarations.filter((line) => !line.includes("/* @__PURE__ */"));
    // Only plain aliases (`const listboxAnatomy = listboxAnatomy$1;`) are left as they are.
    expect(unannotated.every((line) => /^const [\w$]+ = [\w$]+;$/.test(line))).toBe(true);
    expect(annotated).toContain('const toastAnatomy = /* @__PURE__ */ createAnatomy("toast").parts(');
  });

  it("stops the build when Chakra's module no longer has that shape", () => {
    expect(() => annotate(original.replace(/^const /gm, "export const "))).toThrow(/no longer has the declarations/);
    expect(() => annotate(original.replace("const toastAnatomy = ", "let toastAnatomy = "))).toThrow(/no longer has the declarations/);
    // Chakra annotating them itself: the loader is then no longer needed.
    expect(() => annotate(annotate(original))).toThrow(/no longer has the declarations/);
  });

  it("lets a production bundle that uses the toast's anatomy drop the other components' anatomies", async () => {
    const [without, withLoader] = [await bundleToastRecipe(false), await bundleToastRecipe(true)];
    expect(without).toContain('"color-picker"');
    expect(without).toContain('"date-picker"');
    expect(withLoader).toContain('"toast"');
    expect(withLoader).toContain("actionTrigger");
    for (const part of ['"color-picker"', '"date-picker"', '"accordion"', '"steps"', '"code-block"']) expect(withLoader).not.toContain(part);
    expect(withLoader.length).toBeLessThan(without.length / 2);
  }, 60_000);
});
