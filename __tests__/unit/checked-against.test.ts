/** @jest-environment node */
/**
 * Every "checked against" a row of docs/overrides.md or a file's header states names the versions
 * package-lock.json installs: an upgrade that moves one fails here until the override (and its
 * guard) is checked again and the row or header says so.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import visit from "unist-util-visit";
import { markdownParser } from "../../src/content/markdown";
import { textOf } from "../../src/content/heading-anchors";

const ROOT = join(__dirname, "../..");
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> };

/** A package and a version as prose writes them: `gatsby 5.16.1`, `@chakra-ui/react 3.38.0`, `webpack 5.98`. */
const PACKAGE_VERSION = /(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?) v?(\d+\.\d+(?:\.\d+)?)\b/gi;

interface Claim {
  where: string;
  name: string;
  version: string;
}

const claimsIn = (where: string, text: string): Claim[] => [...text.matchAll(PACKAGE_VERSION)].map(([, name, version]) => ({ where, name, version }));

/** The "checked against" cell of each row of the overrides' tables, read with the site's Markdown parser. */
function overrideRowClaims(): Claim[] {
  const tree = markdownParser.parse(readFileSync(join(ROOT, "docs/overrides.md"), "utf8"));
  const claims: Claim[] = [];
  visit(tree as never, "table", ((table: { children: Array<{ children: object[] }> }) => {
    const [header, ...rows] = table.children;
    const column = header.children.findIndex((cell) => /checked against/i.test(textOf(cell)));
    if (column === -1) return;
    for (const row of rows) claims.push(...claimsIn(`docs/overrides.md: ${textOf(row.children[0]).slice(0, 50)}`, textOf(row.children[column])));
  }) as never);
  return claims;
}

/** The "Checked against ..." sentence of each file's comments, to its full stop. */
function headerClaims(): Claim[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "plugins", "build", "netlify", "src", "content-pipeline", "gatsby-*.ts*"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(m|c)?[jt]sx?$/.test(file));
  return files.flatMap((file) => {
    const comments = readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .map((line) => /^\s*(?:\/\/|\/\*\*|\*)\s?(.*)$/.exec(line)?.[1] ?? "\n")
      .join(" ");
    return [...comments.matchAll(/checked against (.+?)\.(?:\s|$)/gi)].flatMap(([, sentence]) => claimsIn(file, sentence));
  });
}

const installed = (name: string) => lock.packages[`node_modules/${name}`]?.version;

describe("what the overrides and the plugins were checked against", () => {
  const claims = [...overrideRowClaims(), ...headerClaims()];

  it("is stated, in the overrides' rows and in the headers", () => {
    expect(claims.filter((claim) => claim.where.startsWith("docs/")).length).toBeGreaterThan(10);
    expect(claims.filter((claim) => !claim.where.startsWith("docs/")).length).toBeGreaterThan(10);
  });

  it("names packages the lock file installs, at the versions it installs", () => {
    const wrong = claims
      .filter(({ name, version }) => {
        const actual = installed(name);
        return actual === undefined || !(actual === version || actual.startsWith(`${version}.`));
      })
      .map(({ where, name, version }) => `${where}: ${name} ${version} (installed: ${installed(name) ?? "none"})`);
    expect(wrong).toEqual([]);
  });
});
