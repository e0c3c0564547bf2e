import type * as ReactModule from "react";
import type * as ReactDom from "react-dom";
import type * as ReactDomClient from "react-dom/client";
import { GLOBAL_CSS_ELEMENT_ID } from "../../src/theme/global-css";

// src/wrap-root.tsx gives ChakraProvider a system whose private `_global` and `_config` are overridden
// (src/theme/global-css.ts, docs/overrides.md). This fails when Chakra's provider stops reading them.

type WrapRoot = typeof import("../../src/wrap-root");
const TOKEN_VARIABLE = "--chakra-colors-brand-600";

/** The CSS Emotion inserted into the document's <head> (its rules, where the sheet is not text). */
const insertedCss = () =>
  [...document.head.querySelectorAll("style[data-emotion]")]
    .map((style) => style.textContent || [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(""))
    .join("\n");

/** Renders the root wrapper from fresh copies of the modules (the wrapper keeps the system it made). */
function renderRoot(): void {
  jest.isolateModules(() => {
    const React = jest.requireActual<typeof ReactModule>("react");
    const { flushSync } = jest.requireActual<typeof ReactDom>("react-dom");
    const { createRoot } = jest.requireActual<typeof ReactDomClient>("react-dom/client");
    const { RootWrapper } = jest.requireActual<WrapRoot>("../../src/wrap-root");
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    flushSync(() => root.render(React.createElement(RootWrapper, null, React.createElement("p", null, "page"))));
    roots.push(root);
  });
}

const roots: ReactDomClient.Root[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("RootWrapper", () => {
  it("renders no global stylesheet or layer order when the page's <head> already carries them", () => {
    const prebuilt = document.createElement("style");
    prebuilt.id = GLOBAL_CSS_ELEMENT_ID;
    document.head.append(prebuilt);
    renderRoot();
    expect(insertedCss()).not.toContain(TOKEN_VARIABLE);
    // Not even the layer order: jsdom cannot show an @layer statement's text, so count Emotion's global sheets.
    expect(document.head.querySelectorAll('style[data-emotion="css-global"]')).toHaveLength(0);
  });

  it("renders Chakra's whole global stylesheet in a document without it", () => {
    renderRoot();
    expect(insertedCss()).toContain(TOKEN_VARIABLE);
  });
});
