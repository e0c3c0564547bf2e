interface WebpackRule {
  enforce?: "pre" | "post";
  test: RegExp;
  include?: string[];
  use: { loader: string; options: { barrels: string[] } }[];
}
export function directBarrelImportRules(projectFiles: string[]): WebpackRule[];
export function rewriteBarrelImports(source: string, barrels: string[], fromDir: string): string;
