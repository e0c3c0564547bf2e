export interface HeaderRule {
  path: string;
  pattern: RegExp;
  headers: Record<string, string>;
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditional: boolean;
  pattern: RegExp;
  names: string[];
}
export function headerPathPattern(path: string): RegExp;
export function parseHeaders(text: string): HeaderRule[];
export function matchingHeaderRules(rules: HeaderRule[], pathname: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export function parseRedirects(text: string): RedirectRule[];
export function redirectFor(
  rules: RedirectRule[],
  pathname: string,
  search?: string,
  fileExists?: boolean,
): { rule: RedirectRule; to: string } | null;
