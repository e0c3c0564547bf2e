// gatsby-remark-autolink-headers ships no types: the one call heading-anchors.js makes.
declare module "gatsby-remark-autolink-headers" {
  function autolinkHeaders(
    args: { markdownAST: object },
    options: { icon?: string | false; enableCustomId?: boolean; elements?: string[] },
  ): unknown;
  export = autolinkHeaders;
}
