/** The variables Gatsby defines for the HTML renderer on top of the ones it gives the browser bundle. */
const RENDERER_OWN_VARIABLES = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]);

/**
 * Gatsby inlines the whole build environment into the HTML renderer, so any variable change re-rendered every
 * page. Keeps what the browser bundle has: GATSBY_*, Gatsby's own, the `.env` file's values. False without DefinePlugin.
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
