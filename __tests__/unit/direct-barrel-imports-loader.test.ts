/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { rewriteBarrelImports } from "../../build/chakra/direct-barrel-imports-loader.cjs";

const root = path.resolve(__dirname, "../..");
const modules = path.join(root, "node_modules");
const arkComponents = path.join(modules, "@ark-ui/react/dist/components");

describe("direct-barrel-imports-loader", () => {
  it("imports each name from the module that defines it, keeping aliases", () => {
    const out = rewriteBarrelImports('import { Box, Button as ChakraButton, chakra } from "@chakra-ui/react";', ["@chakra-ui/react"], root);
    expect(out).toBe(
      [
        `import { Box } from ${JSON.stringify(path.join(modules, "@chakra-ui/react/dist/esm/components/box/index.js"))};`,
        `import { Button as ChakraButton } from ${JSON.stringify(path.join(modules, "@chakra-ui/react/dist/esm/components/button/button.js"))};`,
        `import { chakra } from ${JSON.stringify(path.join(modules, "@chakra-ui/react/dist/esm/styled-system/factory.js"))};`,
      ].join("\n"),
    );
  });

  it("reads an index that imports first and exports one list (Ark's), and a namespace export (Chakra's Tabs)", () => {
    expect(rewriteBarrelImports("import { dataAttr } from '@ark-ui/react';", ["@ark-ui/react"], root)).toBe(
      `import { dataAttr } from ${JSON.stringify(path.join(modules, "@ark-ui/react/dist/utils/attr.js"))};`,
    );
    expect(rewriteBarrelImports('import { Tabs } from "@chakra-ui/react";', ["@chakra-ui/react"], root)).toBe(
      `import * as Tabs from ${JSON.stringify(path.join(modules, "@chakra-ui/react/dist/esm/components/tabs/namespace.js"))};`,
    );
  });

  it("follows subpaths through the package's exports patterns, re-exports too, and whole scopes", () => {
    const out = rewriteBarrelImports(
      "export { treeViewAnatomy } from '@ark-ui/react/tree-view';\nimport { anatomy } from \"@zag-js/tree-view\";",
      ["@ark-ui/react", "@zag-js/*"],
      path.join(arkComponents, "tree-view"),
    );
    expect(out).toContain(`export { treeViewAnatomy } from ${JSON.stringify(path.join(arkComponents, "tree-view/tree-view.anatomy.js"))};`);
    expect(out).toContain(`import { anatomy } from ${JSON.stringify(path.join(modules, "@zag-js/tree-view/dist/tree-view.anatomy.mjs"))};`);
  });

  it("keeps a name the index does not map on the barrel, and leaves other packages alone", () => {
    const out = rewriteBarrelImports('import { Box, NotAChakraExport } from "@chakra-ui/react";\nimport { Link } from "gatsby";', ["@chakra-ui/react"], root);
    expect(out).toContain('import { NotAChakraExport } from "@chakra-ui/react";');
    expect(out).toContain('import { Link } from "gatsby";');
    expect(out).toMatch(/import \{ Box \} from ".*components\/box\/index\.js";/);
  });

  it("maps every name the site imports from @chakra-ui/react (none is left on the barrel)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    const sources = [...files(path.join(root, "src")), path.join(root, "gatsby-browser.tsx"), path.join(root, "gatsby-ssr.tsx")];
    const importing = sources.filter((file) => readFileSync(file, "utf8").includes('from "@chakra-ui/react"'));
    expect(importing.length).toBeGreaterThan(10);
    for (const file of importing) {
      // Type-only imports are gone after Babel; the loader sees value imports only.
      const source = readFileSync(file, "utf8")
        .replace(/import type \{[^}]*\} from "@chakra-ui\/react";/g, "")
        .replace(/,?\s*type \w+/g, "");
      const out = rewriteBarrelImports(source, ["@chakra-ui/react"], path.dirname(file));
      expect({ file: path.relative(root, file), left: out.match(/from "@chakra-ui\/react"/g) ?? [] }).toEqual({ file: path.relative(root, file), left: [] });
    }
  });
});
