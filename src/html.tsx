import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toAsciiHtml } from "./lib/ascii-html";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode;
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode;
  body: string;
  postBodyComponents: React.ReactNode;
}

/**
 * Gatsby's default document (cache-dir/default-html.js), with the head and the page written in
 * ASCII: see src/lib/ascii-html.ts for why. The head is rendered to text here so that its titles
 * and attribute values can hold character references, which React would escape.
 */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  const head = renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      <meta httpEquiv="x-ua-compatible" content="ie=edge" />
      <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
      {headComponents}
    </>,
  );
  return (
    <html lang="en" {...htmlAttributes}>
      <head dangerouslySetInnerHTML={{ __html: toAsciiHtml(head) }} />
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: toAsciiHtml(body) }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
