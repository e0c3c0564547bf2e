/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require("gatsby/webpack") as typeof import("webpack");
import { adminWebpackConfig } from "../../plugins/decap-admin/webpack.config.js";

const root = resolve(__dirname, "../..");

/** Compiles the editor's bundle (src/cms/cms.ts) into a temporary folder; returns the resources webpack built. */
async function compileEditor(): Promise<{ resources: string[]; errors: number; assets: string[] }> {
  const out = mkdtempSync(join(tmpdir(), "decap-admin-webpack-"));
  const config = adminWebpackConfig({
    root,
    modulePath: join(root, "src/cms/cms.ts"),
    manualInit: true,
    enableIdentityWidget: false,
    define: { CMS_SETTINGS: { backend: { name: "test-repo" } } },
  });
  config.output.path = out;
  config.cache = false; // nothing written to the project's .cache/
  try {
    const stats = await new Promise<import("webpack").Stats>((done, fail) =>
      webpack(config).run((error, result) => (error || !result ? fail(error) : done(result))),
    );
    const resources = [...stats.compilation.modules].map((module) => (module as { resource?: string }).resource ?? "");
    return { resources, errors: stats.compilation.errors.length, assets: Object.keys(stats.compilation.assets) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe("the editor's compilation (plugins/decap-admin/webpack.config.js)", () => {
  it("builds the previews' Chakra components from the modules that define them, not through Chakra's and Ark's indexes", async () => {
    const { resources, errors, assets } = await compileEditor();
    expect(errors).toBe(0);
    expect(assets).toContain("cms.js");
    const barrel = (file: string) => resources.some((resource) => resource.endsWith(file));
    expect(barrel("node_modules/@chakra-ui/react/dist/esm/index.js")).toBe(false);
    expect(barrel("node_modules/@ark-ui/react/dist/index.js")).toBe(false);
    // Through the indexes webpack built ~2,300 modules; the previews need a few hundred.
    expect(resources.length).toBeLessThan(800);
  }, 120_000);
});
