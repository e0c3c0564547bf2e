import type { GatsbyConfig } from "gatsby";
import config from "../../gatsby-config";

type PluginEntry = string | { resolve: string; options?: Record<string, unknown> };

/** A plugin's options in a plugin list, its entries' sub-plugins (`options.plugins`) included. */
function find(entries: readonly PluginEntry[], name: string): Record<string, unknown> | undefined {
  for (const entry of entries) {
    if (typeof entry === "string") {
      if (entry === name) return {};
    } else if (entry.resolve === name) {
      return entry.options ?? {};
    } else if (Array.isArray(entry.options?.plugins)) {
      const found = find(entry.options.plugins as PluginEntry[], name);
      if (found) return found;
    }
  }
  return undefined;
}

/** The options gatsby-config.ts gives a plugin (a sub-plugin of gatsby-transformer-remark too); throws when it lists none of that name. */
export function configuredOptions(name: string, plugins: GatsbyConfig["plugins"] = config.plugins): Record<string, unknown> {
  const found = find((plugins ?? []) as PluginEntry[], name);
  if (!found) throw new Error(`gatsby-config.ts lists no plugin "${name}"`);
  return found;
}
