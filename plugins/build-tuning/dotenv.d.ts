// dotenv 8's types, which its "exports" hides from TypeScript's Bundler resolution.
declare module "dotenv" {
  export function parse(source: string): Record<string, string>;
}
