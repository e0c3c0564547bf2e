// Types for netlify-redirector 0.5 (it ships none), as far as netlify/rules.mjs uses it.
declare module "netlify-redirector" {
  export interface RedirectRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    headers?: Record<string, string>;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  export type RedirectorMatch =
    | { from: string; to: string; host: string; scheme: string; status: number; force: boolean; negative: boolean; conditions: Record<string, string> }
    | { force404: true; conditions: Record<string, string> };
  export interface RedirectMatcher {
    match(request: RedirectRequest): RedirectorMatch | null;
  }
  const redirector: {
    parseJSON(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<RedirectMatcher>;
    parsePlain(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<RedirectMatcher>;
  };
  export default redirector;
}
