/** The variables Gatsby defines for the HTML renderer on top of the ones it gives the browser bundle. */
const RENDERER_OWN_VARIABLES = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]);

/**
 * Gatsby inlines every environment variable of the build into the HTML renderer (the browser
 * bundle gets only GATSBY_* and the variables of the `.env.<environment>` file), and webpack
 * rebuilds every module when the set of defined names changes: one variable more or less than the
 * last build (a shell instead of a script, a host that sets some variables for some builds only)
 * changed every template's hash, and Gatsby rendered every page again. The renderer keeps exactly
 * what the browser bundle has and reads no other variable, as the browser does:
 * - GATSBY_* and Gatsby's own, as they are;
 * - a variable of the `.env` file with the file's value, even when the shell sets it too (the
 *   browser bundle takes the file's value; the renderer would otherwise take the shell's, or none);
 * - any other variable of the build's environment is dropped.
 * Returns false when Gatsby's config has no such DefinePlugin (an upgrade changed it).
 */
export function keepBrowserVariablesInRenderer(
  config: { plugins?: unknown[] },
  environment: NodeJS.ProcessEnv = process.env,
  envFileVariables: Record<string, string> = {},
): boolean {
  const define = config.plugins?.find(
    (plugin): plugin is { definitions: Record<string, unknown> } =>
      plugin?.constructor?.name === "DefinePlugin" && "process.env" in ((plugin as { definitions?: object }).definitions ?? {}),
  );
  if (!define) return false;
  for (const key of Object.keys(define.definitions)) {
    const name = /^process\.env\.(.+)$/.exec(key)?.[1];
    if (name === undefined || name.startsWith("GATSBY_") || RENDERER_OWN_VARIABLES.has(name)) continue;
    if (Object.prototype.hasOwnProperty.call(envFileVariables, name)) define.definitions[key] = JSON.stringify(envFileVariables[name]);
    else if (Object.prototype.hasOwnProperty.call(environment, name)) delete define.definitions[key];
  }
  return true;
}
