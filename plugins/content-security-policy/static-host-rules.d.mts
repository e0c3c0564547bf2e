import type { Header } from "@netlify/headers-parser";

/** A `_headers` rule as @netlify/headers-parser gives it: `for` (the path), `values`, `forRegExp`. */
export type HeaderRule = Header;

/** A `_redirects` rule as @netlify/redirect-parser gives it, with what matching it needs. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
  /** Has conditions this emulation cannot judge, or a `from` on another host: never matches. */
  conditional: boolean;
  pattern: RegExp;
  names: string[];
}
export function readHeaderRules(file: string): Promise<HeaderRule[]>;
export function readRedirectRules(file: string): Promise<RedirectRule[]>;
export function matchingHeaderRules(rules: HeaderRule[], pathname: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export function redirectFor(
  rules: RedirectRule[],
  pathname: string,
  search?: string,
  fileExists?: boolean,
): { rule: RedirectRule; to: string } | null;
