import path from "node:path";
import type { GatsbyConfig } from "gatsby";

const siteUrl = (process.env.SITE_URL || "https://scalewise.example").replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Scalewise",
    tagline: "From Data to Results—AI Gets You There",
    description:
      "Scalewise is an AI-powered growth enablement platform that helps businesses scale smarter and faster: market analysis, content strategy, paid ads, leads, email and more in one place.",
    keywords: [
      "AI marketing platform",
      "growth marketing",
      "competitor analysis",
      "lead generation",
      "email marketing automation",
      "marketing analytics",
    ],
    siteUrl,
    socialImage: "/social-card.png",
    author: "Scalewise",
  },
  graphqlTypegen: true,
  jsxRuntime: "automatic",
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    // The writers' CMS at /admin/: a separate bundle that public pages never load (plugins/decap-admin).
    {
      resolve: "decap-admin",
      options: {
        modulePath: path.resolve("src/cms/cms.ts"),
        manualInit: true,
        htmlTitle: "Scalewise content editor",
        htmlFavicon: path.resolve("static/favicon.svg"),
      },
    },
  ],
};

export default config;
