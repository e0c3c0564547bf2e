import type { CmsSettingsResult } from "../../src/cms/settings";

export function compileOptions(
  pluginOptions: Record<string, unknown> & { cms: Extract<CmsSettingsResult, { ok: true }> },
  site: { root: string; pathPrefix: string; trailingSlash: string },
): Record<string, unknown>;
