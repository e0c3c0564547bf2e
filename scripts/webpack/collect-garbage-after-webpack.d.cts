interface ClosableCompiler {
  hooks: { shutdown: { tap: (name: string, hook: () => void) => void } };
}
export function collectGarbageAfterWebpack(report: (line: string) => void, delayMs?: number): { apply(compiler: ClosableCompiler): void };
export function fullCollection(): () => void;
