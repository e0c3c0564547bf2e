interface Tappable<T extends unknown[]> {
  tap: (name: string, hook: (...args: T) => void) => void;
}
interface ClosableCompiler {
  hooks: {
    thisCompilation: Tappable<[{ hooks: { succeedModule: Tappable<[]> } }]>;
    shutdown: Tappable<[]>;
  };
  cache: { hooks: { shutdown: { tapPromise: (options: { name: string; stage: number }, hook: () => Promise<void>) => void } } };
}
export function collectGarbageAfterWebpack(
  report: (line: string) => void,
  options?: { delayMs?: number; minBuiltModules?: number },
): { apply(compiler: ClosableCompiler): void };
export function fullCollection(): (() => void) | undefined;
