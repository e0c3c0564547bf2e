interface Tappable<T extends unknown[]> {
  tap: (name: string, hook: (...args: T) => void) => void;
}
interface ClosableCompiler {
  hooks: {
    thisCompilation: Tappable<[{ hooks: { succeedModule: Tappable<[]> } }]>;
    shutdown: Tappable<[]>;
  };
}
export function collectGarbageAfterWebpack(
  report: (line: string) => void,
  options?: { delayMs?: number; minBuiltModules?: number },
): { apply(compiler: ClosableCompiler): void };
export function fullCollection(): () => void;
