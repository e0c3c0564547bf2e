/** The variables Gatsby defines for the HTML renderer on top of the ones it gives the browser bundle. */
const RENDERER_OWN_VARIABLES = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]);

/**
 * Gatsby inlines every environment variable of the build into the HTML renderer (the browser
 * bundle gets only GATSBY_*), and webpack rebuilds every module when the set of defined names
 * changes: one variable more or less than the last build (a shell instead of a script, a host
 * that sets some variables for some builds only) changed every template's hash, and Gatsby
 * rendered every page again. The renderer keeps what the browser bundle has (GATSBY_*, the
 * variables of a .env file, Gatsby's own) and reads no other variable, as the browser does.
 * Returns false when Gatsby's config has no such DefinePlugin (an upgrade changed it).
 */
export function keepBrowserVariablesInRenderer(config: { plugins?: unknown[] }, environment: NodeJS.ProcessEnv = process.env): boolean {
  const define = config.plugins?.find(
    (plugin): plugin is { definitions: Record<string, unknown> } =>
      plugin?.constructor?.name === "DefinePlugin" && "process.env" in ((plugin as { definitions?: object }).definitions ?? {}),
  );
  if (!define) return false;
  for (const key of Object.keys(define.definitions)) {
    const name = /^process\.env\.(.+)$/.exec(key)?.[1];
    if (name === undefined || name.startsWith("GATSBY_") || RENDERER_OWN_VARIABLES.has(name)) continue;
    // Not in the environment: it came from a .env file, which the browser bundle gets too.
    if (Object.prototype.hasOwnProperty.call(environment, name)) delete define.definitions[key];
  }
  return true;
}
