type Callback<T> = (error: Error | null, value: T) => void;
interface CachedReads {
  stat(file: string, callback: Callback<import("node:fs").Stats>): void;
  lstat(file: string, callback: Callback<import("node:fs").Stats>): void;
  readlink(file: string, callback: Callback<string>): void;
  realpath(file: string, callback: Callback<string>): void;
  readdir(file: string, callback: Callback<string[]>): void;
  readJson(file: string, callback: Callback<unknown>): void;
  writeFile(file: string, data: string, callback: (error: Error | null) => void): void;
}
export function cachedReads(fs: object, cacheLocation: string): CachedReads;
export class CachedBuildDependencyReads {
  apply(compiler: { options: { cache?: unknown }; intermediateFileSystem?: unknown }): void;
}
