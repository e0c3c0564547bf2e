/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";

// renovate.json: the packages that move together arrive in one pull request, and the two holds the
// site decided (React 18, Decap 3.6.4: README.md, Upgrades) keep Renovate from proposing past them.

interface PackageRule {
  groupName?: string;
  matchPackageNames?: string[];
  allowedVersions?: string;
  enabled?: boolean;
}
const json = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const { packageRules = [] } = json<{ packageRules?: PackageRule[] }>("renovate.json");
const site = json<Record<"dependencies" | "devDependencies" | "overrides", Record<string, string>>>("package.json");
const installed = (name: string) => json<{ version: string }>(`node_modules/${name}/package.json`).version;

/**
 * Whether a rule's matchPackageNames matches a name as Renovate reads them: globs (minimatch, here
 * node's own glob matcher) of which any positive one must match and no "!" one may.
 */
function matches(rule: PackageRule, name: string) {
  const patterns = rule.matchPackageNames ?? [];
  const positive = patterns.filter((pattern) => !pattern.startsWith("!"));
  const negative = patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => pattern.slice(1));
  return positive.some((pattern) => path.matchesGlob(name, pattern)) && !negative.some((pattern) => path.matchesGlob(name, pattern));
}

/** The settings Renovate applies to a package: every matching rule, later ones winning. */
const settingsFor = (name: string): PackageRule => packageRules.filter((rule) => matches(rule, name)).reduce((merged, rule) => ({ ...merged, ...rule }), {});

/** The group each package should arrive in, by the family it belongs to. */
function familyOf(name: string): string | undefined {
  if (name === "gatsby" || name.startsWith("gatsby-") || name === "babel-preset-gatsby") return "Gatsby";
  if (/^@(chakra-ui|ark-ui|zag-js|emotion)\//.test(name)) return "Chakra UI";
  if (name.startsWith("decap-")) return "Decap CMS";
  if (["react", "react-dom", "@types/react", "@types/react-dom"].includes(name)) return "React";
  return undefined;
}

/** "1.2.3" compared with "1.2.4": negative, zero or positive. */
function compare(a: string, b: string) {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Whether a version is inside an allowedVersions bound of the forms this file uses ("<19", "<=3.6.4"). */
function allows(bound: string | undefined, version: string) {
  const parsed = bound?.match(/^(<=?)(\d+(?:\.\d+){0,2})$/);
  if (!parsed) throw new Error(`renovate-config.test.ts reads "<N" and "<=x.y.z" bounds, not ${JSON.stringify(bound)}`);
  const order = compare(version, parsed[2]);
  return parsed[1] === "<" ? order < 0 : order <= 0;
}

const names = [...new Set([...Object.keys(site.dependencies), ...Object.keys(site.devDependencies), ...Object.keys(site.overrides)])];

describe("renovate.json", () => {
  it("groups each of the site's Gatsby, Chakra UI, Decap and React packages with its family, and nothing else", () => {
    const families = names.map((name) => [name, familyOf(name)]);
    expect(families.filter(([, family]) => family !== undefined).length).toBeGreaterThan(40);
    expect(names.map((name) => [name, settingsFor(name).groupName])).toEqual(families);
  });

  it("keeps React below 19, at the installed 18", () => {
    for (const name of ["react", "react-dom", "@types/react", "@types/react-dom"]) {
      const { allowedVersions } = settingsFor(name);
      expect([name, allows(allowedVersions, installed(name)), allows(allowedVersions, "19.0.0")]).toEqual([name, true, false]);
    }
  });

  it("keeps decap-cms-app at 3.6.4, and the decap-cms-* packages held in overrides at their pins", () => {
    const { allowedVersions } = settingsFor("decap-cms-app");
    expect([installed("decap-cms-app"), allows(allowedVersions, "3.6.4"), allows(allowedVersions, "3.7.0")]).toEqual(["3.6.4", true, false]);
    const held = Object.keys(site.overrides).filter((name) => name.startsWith("decap-cms-"));
    expect(held.length).toBeGreaterThan(25);
    for (const name of held) expect([name, settingsFor(name).enabled]).toEqual([name, false]);
    // decap-cms-app itself stays tracked, and decap-server, the local backend, follows its own releases.
    expect(settingsFor("decap-cms-app")).not.toHaveProperty("enabled");
    expect(settingsFor("decap-server")).not.toHaveProperty("enabled");
  });
});
