interface WebpackConfigWithMinimizers {
  optimization?: { minimizer?: unknown[] };
}
export function withSwcMinifier(minimizers: unknown[]): unknown[];
export function applySwcMinifier(config: WebpackConfigWithMinimizers): boolean;
