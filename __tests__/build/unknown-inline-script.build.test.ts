import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

// The policy allows only the inline scripts the site, Gatsby and gatsby-plugin-image write
// (plugins/content-security-policy/known-scripts.ts). A page that renders one of its own by
// mistake fails the production build, naming the page, instead of having its hash allowed.
const PAGE = `import * as React from "react";

export default function MistakePage() {
  return (
    <main>
      <h1>A page with a script of its own</h1>
      <script dangerouslySetInnerHTML={{ __html: 'document.title="INJECTED"' }} />
    </main>
  );
}
`;

describe("gatsby build with an inline script nobody declared", () => {
  let copy: SiteCopy;
  let output = "";
  let status: number | null = null;

  beforeAll(() => {
    copy = copySite();
    writeFileSync(join(copy.dir, "src/pages/mistake.tsx"), PAGE);
    const result = spawnSync(process.execPath, [join(copy.dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: copy.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", NODE_OPTIONS: "--expose-gc" },
      encoding: "utf8",
      timeout: 560_000,
    });
    status = result.status;
    output = `${result.stdout}\n${result.stderr}`;
  }, 600_000);

  afterAll(() => copy?.remove());

  it("fails, naming the page and the script, and writes no policy that allows it", () => {
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain("1 built page has an inline script the site does not write");
    expect(output).toContain('- public/mistake/index.html: "document.title=\\"INJECTED\\""');
  });
});
