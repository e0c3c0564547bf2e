declare function chakraPureAnatomyLoader(this: { resourcePath: string }, source: string): string;
declare namespace chakraPureAnatomyLoader {
  /** The anatomy module with each call initializer annotated pure; throws if the module's shape changed. */
  function annotate(source: string, file?: string): string;
}
export = chakraPureAnatomyLoader;
