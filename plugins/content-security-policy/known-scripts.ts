import * as React from "react";
import { onRenderBody as imageHeadComponents } from "gatsby-plugin-image/gatsby-ssr";
import { SITE_INLINE_SCRIPTS } from "../../src/lib/inline-scripts";

// The inline scripts a page may carry: the site's own (src/lib/inline-scripts.ts), gatsby-plugin-image's
// (as it renders them) and Gatsby's two in its scripts slice (by shape). Any other fails the build.

/** Gatsby's chunk map: a JSON string of chunk names to the site's own script and style files. */
const CHUNK_MAPPING = /^\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*$/;
const CHUNK_FILE = /^\/[\w.~-]+\.(?:js|css)$/;
const COMPILATION_HASH = /^\s*window\.___webpackCompilationHash="[0-9a-f]+";\s*$/;

function isChunkMapping(text: string): boolean {
  const match = CHUNK_MAPPING.exec(text);
  if (!match) return false;
  try {
    const mapping: unknown = JSON.parse(JSON.parse(match[1]) as string);
    if (typeof mapping !== "object" || mapping === null || Array.isArray(mapping)) return false;
    return Object.values(mapping).every((files) => Array.isArray(files) && files.every((file) => typeof file === "string" && CHUNK_FILE.test(file)));
  } catch {
    return false;
  }
}

/** The inline scripts gatsby-plugin-image's onRenderBody puts in every page's head. */
function imagePluginScripts(): string[] {
  const scripts: string[] = [];
  const collect = (components: React.ReactNode[]) => {
    for (const component of components) {
      if (React.isValidElement<{ dangerouslySetInnerHTML?: { __html?: unknown } }>(component) && component.type === "script") {
        const text = component.props.dangerouslySetInnerHTML?.__html;
        if (typeof text === "string") scripts.push(text);
      }
    }
  };
  imageHeadComponents({ setHeadComponents: collect });
  if (scripts.length === 0) throw new Error("gatsby-plugin-image's onRenderBody rendered no inline script: check plugins/content-security-policy/known-scripts.ts against its version");
  return scripts;
}

const EXACT = new Set<string>([...SITE_INLINE_SCRIPTS, ...imagePluginScripts()]);

/** Whether an inline script's text is one the site, Gatsby or gatsby-plugin-image writes. */
export function isKnownInlineScript(text: string): boolean {
  return EXACT.has(text) || COMPILATION_HASH.test(text) || isChunkMapping(text);
}

/** The code that decides what is known, for the cached hashes' fingerprint (./policy.ts). */
export const KNOWN_SCRIPT_SOURCES: readonly string[] = [[...EXACT].join("\n"), ...[CHUNK_MAPPING, CHUNK_FILE, COMPILATION_HASH].map((pattern) => pattern.source), isChunkMapping.toString(), isKnownInlineScript.toString()];
