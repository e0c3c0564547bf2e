// dotenv 8 ships types that its package.json "exports" hides from TypeScript's Bundler resolution.
declare module "dotenv" {
  export function parse(source: string): Record<string, string>;
}
