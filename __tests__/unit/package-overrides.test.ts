/** @jest-environment node */
import { readFileSync } from "node:fs";

// package.json's npm `overrides` (docs/overrides.md): the site's sharp and react-dom for every package, and
// each Decap sub-package decap-cms-app asks for (with ^ ranges that reach releases needing React 19)
// held at a release that accepts the site's React 18. The lock file is what a fresh install resolves.

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}
const json = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const site = json<Manifest>("package.json");
const locked = json<{ packages: Record<string, Manifest> }>("package-lock.json").packages;
const installed = (name: string) => json<Manifest>(`node_modules/${name}/package.json`);
/** Every copy of a package the lock file installs. */
const copies = (name: string) => Object.keys(locked).filter((key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
const major = (version: string) => Number(version.split(".")[0]);
/** Whether a peer range such as "^18.2.0" or ">=16.8 || ^18" names the major version given. */
const rangeAccepts = (range: string, wanted: number) =>
  range.split("||").some((part) => {
    const bound = part.trim().match(/^(\^|~|>=)?\s*(\d+)/);
    return bound !== null && (bound[1] === ">=" ? Number(bound[2]) <= wanted : Number(bound[2]) === wanted);
  });

const decapSubPackages = Object.keys(installed("decap-cms-app").dependencies ?? {}).filter((name) => name.startsWith("decap-cms-"));

describe("package.json's overrides", () => {
  it("pin every Decap package decap-cms-app depends on, and the lock file installs exactly that release, once", () => {
    expect(decapSubPackages.length).toBeGreaterThan(25);
    const overrides = site.overrides ?? {};
    for (const name of decapSubPackages) {
      expect([name, overrides[name]]).toEqual([name, expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
      expect([name, copies(name).map((key) => locked[key].version)]).toEqual([name, [overrides[name]]]);
    }
  });

  it("leave no Decap package that asks for another React than the site's", () => {
    const react = major(installed("react").version);
    for (const name of ["decap-cms-app", ...decapSubPackages]) {
      const wanted = installed(name).peerDependencies?.react;
      if (wanted !== undefined) expect([name, rangeAccepts(wanted, react)]).toEqual([name, true]);
    }
  });

  it("give every package the site's own sharp and react-dom, one copy each", () => {
    expect(site.overrides).toMatchObject({ sharp: "$sharp", "react-dom": "$react-dom" });
    expect(copies("sharp")).toEqual(["node_modules/sharp"]);
    expect(copies("react-dom")).toEqual(["node_modules/react-dom"]);
    // Still needed: gatsby-plugin-sharp asks for sharp 0.32, whose install script downloads libvips.
    expect(installed("gatsby-plugin-sharp").dependencies?.sharp).toMatch(/^\^0\.32\./);
  });
});
