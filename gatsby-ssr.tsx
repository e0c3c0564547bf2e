import type { GatsbySSR } from "gatsby";
import { PageWrapper, RootWrapper } from "./src/wrap-root";
import { getSystem } from "./src/theme/system";
import { GLOBAL_CSS_ELEMENT_ID, globalCssText } from "./src/theme/global-css";
// Loads the home page's below-the-fold chunk when the renderer starts (see the module).
import "./src/components/home/below-the-fold";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <PageWrapper path={props.location.pathname}>{element}</PageWrapper>;

// The same text for every page, so it is built once per renderer.
let globalCss: string | undefined;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  globalCss ??= globalCssText(getSystem());
  setHeadComponents([
    <style key="chakra-global-css" id={GLOBAL_CSS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: globalCss }} />,
    // static/manifest.webmanifest and iOS's home-screen icon: the same on every page, so written by the server only.
    <link key="web-manifest" rel="manifest" href="/manifest.webmanifest" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
  ]);
};
