/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { allowedHtmlGuide } from "../../scripts/writers-guide.mjs";

const guide = readFileSync(join(__dirname, "../../content/README.md"), "utf8");

describe("the writers' guide (content/README.md)", () => {
  it("lists exactly the HTML the allowlist keeps (run `npm run writers-guide` after changing src/content/allowlist.ts)", () => {
    const section = /<!-- allowed-html: start[^>]*-->\n([\s\S]*?)\n<!-- allowed-html: end -->/.exec(guide)?.[1];
    expect(section).toBe(allowedHtmlGuide());
  });

  it("gives readTime the range the schema gives it", () => {
    expect(guide).toContain("a whole number from 1 to 60");
    expect(guide).not.toMatch(/readTime: 10\b/);
  });
});
