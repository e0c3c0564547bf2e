import * as React from "react";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider } from "@chakra-ui/react";
import { getSystem } from "../theme/system";
import { contentCssText } from "../theme/content-css";

// The preview renders inside an iframe: Emotion must write the styles into that frame's <head>,
// not the admin page's, or the preview shows unstyled markup. One cache per frame document.
const cachesByDocument = new WeakMap<Document, EmotionCache>();

export function emotionCacheFor(frameDocument: Document): EmotionCache {
  let cache = cachesByDocument.get(frameDocument);
  if (!cache) {
    cache = createCache({ key: "css", container: frameDocument.head });
    cachesByDocument.set(frameDocument, cache);
  }
  return cache;
}

let contentCss: string | undefined;

/**
 * The site's Chakra system, styled inside the CMS preview iframe, with the stylesheet the server
 * writes into every page's <head> for the reading aids (src/theme/content-css.ts).
 */
export function PreviewFrame({ document: frameDocument, children }: { document: Document; children: React.ReactNode }) {
  contentCss ??= contentCssText(getSystem());
  return (
    <CacheProvider value={emotionCacheFor(frameDocument)}>
      <ChakraProvider value={getSystem()}>
        <style>{contentCss}</style>
        {children}
      </ChakraProvider>
    </CacheProvider>
  );
}
