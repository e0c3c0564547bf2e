import type { GatsbySSR } from "gatsby";
import { PageWrapper, RootWrapper } from "./src/wrap-root";
import { getSystem } from "./src/theme/system";
import { GLOBAL_CSS_ELEMENT_ID, globalCssText } from "./src/theme/global-css";
import { CONTENT_CSS_ELEMENT_ID, contentCssText } from "./src/theme/content-css";
import { FOOTER_ID } from "./src/components/layout/Footer";
import { COLOR_MODE_SCRIPT } from "./src/lib/inline-scripts";
// Loads the home page's below-the-fold chunk when the renderer starts (see the module).
import "./src/components/home/below-the-fold";
// And the posts' related-posts chunk (src/components/blog/related-posts-chunk.ts).
import "./src/components/blog/related-posts-chunk";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <PageWrapper path={props.location.pathname}>{element}</PageWrapper>;

// The same text for every page, so it is built once per renderer.
let globalCss: string | undefined;
let contentCss: string | undefined;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  globalCss ??= globalCssText(getSystem());
  contentCss ??= contentCssText(getSystem());
  setHeadComponents([
    // The reader's colour mode on <html> before anything is painted (src/lib/color-mode.ts), on a first
    // load and on every reload; a client-side navigation keeps <html> as it is.
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />,
    // No frame is painted before the parser reaches the footer, that is before the navbar and the main
    // content are whole. Emotion writes a <style> before each element, and a parser that yields between
    // them (a slow or busy CPU) painted a row of the navbar or a hero column before its siblings
    // arrived, which then moved: a layout shift. (Chromium unblocks at the element's start tag, so the
    // main element itself is too early.) A page without a footer unblocks when parsing ends, and a
    // browser without rel=expect ignores the link.
    <link key="render-after-main" rel="expect" href={`#${FOOTER_ID}`} {...{ blocking: "render" }} />,
    <style key="chakra-global-css" id={GLOBAL_CSS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: globalCss }} />,
    // The reading aids' rules (heading links, table of contents, breadcrumb, related posts): none of them in the pages' JavaScript.
    <style key="content-css" id={CONTENT_CSS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: contentCss }} />,
    // static/manifest.webmanifest and iOS's home-screen icon: the same on every page, so written by the server only.
    <link key="web-manifest" rel="manifest" href="/manifest.webmanifest" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
  ]);
};
