/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileOptions } from "../../plugins/decap-admin/compile-options.js";
import { compilationKey, fingerprintOf, staleReason, type Fingerprint } from "../../plugins/decap-admin/fingerprint.js";
import { readCmsSettings, type Environment } from "../../src/cms/settings";

describe("the editor's compilation fingerprint", () => {
  let dir: string;
  let out: string;
  let recorded: Fingerprint;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "decap-admin-fingerprint-"));
    out = join(dir, "public-admin");
    mkdirSync(out);
    writeFileSync(join(dir, "cms.ts"), "export const a = 1;");
    writeFileSync(join(out, "cms.js"), "minified");
    recorded = fingerprintOf({
      key: "k1",
      files: new Set([join(dir, "cms.ts"), dir]),
      // Resolution also lists directories it tried as files (here the folder itself).
      missing: new Set([join(dir, "cms.tsx"), join(dir, "node_modules", "x", "index.js"), out]),
      outputDir: out,
      outputs: ["cms.js"],
    });
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is still good when nothing changed", () => {
    expect(staleReason(recorded, "k1", out)).toBeNull();
  });

  it("records the files read and the project paths looked for, not directories or packages", () => {
    expect(Object.keys(recorded.files)).toEqual([join(dir, "cms.ts")]);
    expect(recorded.missing).toEqual([join(dir, "cms.tsx")]);
  });

  it("is stale without a previous compilation or with other options or build code", () => {
    expect(staleReason(null, "k1", out)).toBe("no previous compilation");
    expect(staleReason(recorded, "k2", out)).toBe("options or build code changed");
  });

  it("is stale when a file it read changed, even with the same size", () => {
    writeFileSync(join(dir, "cms.ts"), "export const a = 2;");
    expect(staleReason(recorded, "k1", out)).toBe(`${join(dir, "cms.ts")} changed`);
  });

  it("is stale when a project file it looked for now exists (it would be resolved instead)", () => {
    writeFileSync(join(dir, "cms.tsx"), "");
    expect(staleReason(recorded, "k1", out)).toBe(`${join(dir, "cms.tsx")} appeared`);
  });

  it("is stale when an output file is gone or was changed", () => {
    writeFileSync(join(out, "cms.js"), "edited by hand");
    expect(staleReason(recorded, "k1", out)).toBe("cms.js is missing or changed");
    rmSync(join(out, "cms.js"));
    expect(staleReason(recorded, "k1", out)).toBe("cms.js is missing or changed");
  });
});

describe("the editor's compilation key", () => {
  const site = { root: "/site", pathPrefix: "", trailingSlash: "always" };
  const keyFor = (env: Environment) => {
    const cms = readCmsSettings(env, "https://scalewise.example");
    if (!cms.ok) throw new Error(cms.message);
    return compilationKey(compileOptions({ modulePath: "/site/src/cms/cms.ts", cms }, site));
  };
  const onHost = { CMS_BACKEND: "github", CMS_REPO: "scalewise/web" };

  it("is the same for the same CMS settings", () => {
    expect(keyFor(onHost)).toBe(keyFor({ ...onHost }));
  });

  it("changes with the CMS_* variables the bundle is built with, so the editor is compiled again", () => {
    const key = keyFor(onHost);
    const others = [
      { ...onHost, CMS_REPO: "scalewise/other" },
      { ...onHost, CMS_BRANCH: "content" },
      { CMS_BACKEND: "gitlab", CMS_REPO: "scalewise/web", CMS_APP_ID: "app1" },
      { CMS_BACKEND: "git-gateway" },
    ].map(keyFor);
    for (const other of others) expect(other).not.toBe(key);
    expect(new Set(others).size).toBe(others.length);
    expect(staleReason({ key, files: {}, missing: [], outputs: {} }, others[0], "/site/public/admin")).toBe("options or build code changed");
  });
});
