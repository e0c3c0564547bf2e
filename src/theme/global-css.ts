import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import type { SystemContext } from "@chakra-ui/react";

/** The id of the <style> in every page's <head> that carries Chakra's global stylesheet. */
export const GLOBAL_CSS_ELEMENT_ID = "chakra-global-css";

/**
 * Chakra's global stylesheet (cascade layers, preflight, global CSS, one variable per token) as
 * CSS text, serialised the way Emotion's <Global> does on the server. Written into each page's
 * <head> at build time, so the browser neither builds nor serialises it while hydrating.
 */
export function globalCssText(system: SystemContext): string {
  const cache = createCache({ key: "chakra-global" });
  const styles = [system.layers.atRule, ...system._global];
  return styles
    .map((style) => cache.insert("", serializeStyles([style], cache.registered), cache.sheet, false) ?? "")
    .join("");
}

/**
 * The same system, minus the global stylesheet that ChakraProvider would otherwise render with
 * <Global>: for documents whose <head> already has it. Every other property (tokens, recipes,
 * css()) is the original system's, reached through the prototype. `_global` and `_config` are
 * private fields that ChakraProvider reads (docs/overrides.md; guard: __tests__/unit/wrap-root.test.tsx).
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}
