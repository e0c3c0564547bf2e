import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { BLOG_CATEGORIES, COLLECTIONS } from "./src/content/vocabulary";
import { authorFeedPath, authorListPath, categoryFeedPath, categoryListPath } from "./src/content/pagination";
import { ARTICLE_IMAGE_SIZES, ARTICLE_MAX_WIDTH, IMAGE_WIDTHS } from "./src/components/blog/image-sizes";
import { readCmsSettings } from "./src/cms/settings";
import { NOT_GATSBY_PAGES } from "./src/lib/prefetch-markdown-links";
import { THANKS_PAGE } from "./plugins/contact-form/mode";
import { frontmatterEngine } from "./src/content/frontmatter";
import siteAdapter from "./netlify/adapter";
import { EXAMPLE_SITE_URL, readSiteUrl } from "./netlify/site-url";
import { readAuthorNames } from "./content-pipeline/authors";

// SITE_URL, else Netlify's address for the deploy, else the example domain; a build that may not use
// it stops in plugins/robots-txt (netlify/site-url.ts).
const siteAddress = readSiteUrl(process.env);
/** Pages' addresses end with a slash; the editor's previews build their links the same way. */
const TRAILING_SLASH = "always";
const siteUrl = siteAddress.ok ? siteAddress.siteUrl : EXAMPLE_SITE_URL;
/** The site's time zone (an IANA name), stated once in siteMetadata. */
const TIME_ZONE = "UTC";

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
    // The day a scheduled post (a `date` still ahead) goes live starts at midnight here (src/content/publishing.ts).
    timeZone: TIME_ZONE,
    socialImage: "/social-card.png",
    author: "Scalewise",
  },
  // Netlify's adapter, pinned, with the site's checks on what it writes (netlify/adapter.ts,
  // docs/hosting.md): every build makes the files Netlify serves.
  adapter: siteAdapter(),
  graphqlTypegen: true,
  jsxRuntime: "automatic",
  trailingSlash: TRAILING_SLASH,
  plugins: [
    // First, so it repairs odd addresses before any other browser code loads Gatsby's router.
    "odd-urls",
    // Build-time concerns, one local plugin each (plugins/<name>/gatsby-node.ts says what and why).
    "chakra",
    "build-tuning",
    "paint-first-scripts",
    "robots-txt",
    // The client-only dashboard, one page for /dashboard/*, and its files put back where Gatsby reads them.
    "client-only-pages",
    "gatsby-plugin-react-helmet",
    // CONTACT_FORM (demo, the default, or netlify) as the constant __CONTACT_FORM__ (plugins/contact-form).
    "contact-form",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // One source per collection, so content/README.md (the writers' guide) is never a page.
    ...COLLECTIONS.map((name) => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path: path.resolve("content", name) },
    })),
    {
      resolve: "gatsby-transformer-remark",
      options: {
        // gray-matter's option, passed on by the transformer: frontmatter read as YAML 1.2 with an
        // alias limit, dates as written, and a file it cannot read kept for the content rules to
        // report with every other file's problems (src/content/frontmatter.ts).
        engines: { yaml: frontmatterEngine },
        plugins: [
          // First: the content rules read each tree as parsed, before the plugins below change it (plugins/content-rules).
          "content-rules",
          {
            // gatsby-remark-images for images in Markdown bodies (see plugins/remark-post-images).
            resolve: "remark-post-images",
            options: {
              maxWidth: ARTICLE_MAX_WIDTH,
              srcSetBreakpoints: [...IMAGE_WIDTHS],
              sizes: ARTICLE_IMAGE_SIZES,
              withAvif: true,
              withWebp: true,
              // Charts and screenshots carry text: a little more quality than photos need.
              quality: 75,
              linkImagesToOriginal: false,
              showCaptions: ["title"],
              backgroundColor: "transparent",
            },
          },
          // Links to other websites get rel="noopener noreferrer" (plugins/markdown-links, content/README.md).
          { resolve: "markdown-links", options: { siteUrl } },
          // Fenced code blocks highlighted at build time, with their language's label; no script on any
          // page (plugins/code-highlight, content/README.md "Code").
          "code-highlight",
          // Ids on ## to #### headings and a link to each, for links to a section and the table of
          // contents (plugins/heading-anchors, content/README.md "Headings"). Last: no plugin above sees its self-links.
          "heading-anchors",
        ],
      },
    },
    // Links inside Markdown bodies navigate client-side, like Gatsby's Link; /admin/ is no Gatsby page.
    { resolve: "gatsby-plugin-catch-links", options: { excludePattern: NOT_GATSBY_PAGES } },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        feeds: [
          // Only blog pages advertise the feed in their <head>.
          blogFeed({ title: "Scalewise Blog", output: "/rss.xml", match: "^/blog/" }),
          // One per category, advertised by that category's list pages (src/content/pagination.ts).
          ...BLOG_CATEGORIES.map((category) =>
            blogFeed({ title: `Scalewise Blog: ${category}`, output: categoryFeedPath(category), match: `^${categoryListPath(category)}`, only: { category } }),
          ),
          // One per author file, advertised by that author's list pages (/blog/author/<slug>/).
          ...readAuthorNames(path.resolve("content/authors")).map(({ slug, name }) =>
            blogFeed({ title: `Scalewise Blog: ${name}`, output: authorFeedPath(slug), match: `^${authorListPath(slug)}`, only: { author: slug } }),
          ),
        ],
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // /contact/thanks/: the contact form's no-JavaScript landing page (CONTACT_FORM=netlify), noindex.
        excludes: ["/404*", "/404/**", "/dev-404-page/", "/dashboard", "/dashboard/**", "/admin", "/admin/**", THANKS_PAGE],
        // Each Markdown page's <lastmod>: a post's `updated`, else its date; a legal page's `updated`.
        query: `{
          site { siteMetadata { siteUrl } }
          allSitePage { nodes { path } }
          allMarkdownRemark(filter: { published: { eq: true } }) {
            nodes { fields { path } frontmatter { isoDate isoUpdated } }
          }
        }`,
        resolvePages: sitemapPages,
        serialize: ({ path: url, lastmod }: SitemapPage) => (lastmod ? { url, lastmod } : { url }),
      },
    },
    // The writers' CMS at /admin/: a separate bundle that public pages never load (plugins/decap-admin).
    {
      resolve: "decap-admin",
      options: {
        modulePath: path.resolve("src/cms/cms.ts"),
        manualInit: true,
        htmlTitle: "Scalewise content editor",
        htmlFavicon: path.resolve("static/favicon.svg"),
        // Backend, repository and sign-in from CMS_* variables; a bad one stops the build early.
        cms: readCmsSettings(process.env, siteUrl),
        // The preview's "Scheduled for" badge decides as the build does (siteMetadata.timeZone).
        timeZone: TIME_ZONE,
        trailingSlash: TRAILING_SLASH,
      },
    },
    // A renamed post's old addresses (redirectFrom) become redirects, checked as Netlify applies them (plugins/post-redirects).
    "post-redirects",
    // Dead links in Markdown fail the production build, with file, line and the closest path
    // (plugins/content-links; the links are the content rules' reading of each body). Before the policy step.
    "content-links",
    // The site search's index, from the built pages into public/pagefind/ (plugins/search-index).
    "search-index",
    // Last, so its onPreRenderHTML and onPostBuild run after every other plugin's: the site's
    // Content-Security-Policy in public/_headers, from the built pages (plugins/content-security-policy).
    "content-security-policy",
  ],
};

/**
 * An RSS feed of the published posts, newest first (`published`, as the pages: drafts and scheduled
 * posts never reach a feed), or of those of one category or one author (`only`: frontmatter values).
 */
function blogFeed({ title, output, match, only = {} }: { title: string; output: string; match: string; only?: { category?: string; author?: string } }) {
  const frontmatter = Object.entries(only).map(([field, value]) => `${field}: { eq: ${JSON.stringify(value)} }`);
  const filter = [`fields: { collection: { eq: "blog" } }`, `published: { eq: true }`, ...(frontmatter.length > 0 ? [`frontmatter: { ${frontmatter.join(", ")} }`] : [])];
  return {
    title,
    output,
    match,
    query: `{
      allMarkdownRemark(
        filter: { ${filter.join(", ")} }
        sort: { frontmatter: { date: DESC } }
      ) {
        nodes {
          fields { path }
          frontmatter {
            title excerpt category date coverAlt isoUpdated
            authorEntry { frontmatter { title } }
            # The same file as the post page's og:image (src/templates/blog-post.tsx).
            cover { childImageSharp { resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) { src width height } } }
          }
        }
      }
    }`,
    // Media RSS: a post's cover travels with its item (feed readers show it as the item's image).
    custom_namespaces: { media: "http://search.yahoo.com/mrss/" },
    serialize: ({ query }: { query: FeedQuery }) =>
      query.allMarkdownRemark.nodes.map((post) => ({
        title: post.frontmatter.title,
        description: post.frontmatter.excerpt,
        author: post.frontmatter.authorEntry?.frontmatter.title,
        categories: [post.frontmatter.category],
        date: post.frontmatter.date,
        url: `${query.site.siteMetadata.siteUrl}${post.fields.path}`,
        guid: `${query.site.siteMetadata.siteUrl}${post.fields.path}`,
        custom_elements: [...feedUpdated(post.frontmatter), ...feedCover(query.site.siteMetadata.siteUrl, post.frontmatter)],
      })),
  };
}

interface FeedPostFrontmatter {
  title: string;
  excerpt: string;
  authorEntry: { frontmatter: { title: string } } | null;
  category: string;
  date: string;
  coverAlt: string | null;
  isoUpdated: string | null;
  cover: { childImageSharp: { resize: { src: string; width: number; height: number } | null } | null } | null;
}

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allMarkdownRemark: {
    nodes: Array<{ fields: { path: string }; frontmatter: FeedPostFrontmatter }>;
  };
}

/** An RSS item's <atom:updated> for a revised post (its `updated`), the feed's update date. */
function feedUpdated(frontmatter: FeedPostFrontmatter) {
  return frontmatter.isoUpdated ? [{ "atom:updated": `${frontmatter.isoUpdated}T00:00:00Z` }] : [];
}

interface SitemapPage {
  path: string;
  lastmod?: string;
}

interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string }> };
  allMarkdownRemark: { nodes: Array<{ fields: { path: string }; frontmatter: { isoDate: string; isoUpdated: string | null } }> };
}

/** Every built page, with the day its Markdown last changed where it has one. */
function sitemapPages({ allSitePage, allMarkdownRemark }: SitemapQuery): SitemapPage[] {
  const lastmod = new Map(allMarkdownRemark.nodes.map(({ fields, frontmatter }) => [fields.path, frontmatter.isoUpdated || frontmatter.isoDate]));
  return allSitePage.nodes.map(({ path: pagePath }) => {
    const day = lastmod.get(pagePath);
    return day ? { path: pagePath, lastmod: day } : { path: pagePath };
  });
}

/** An RSS item's <media:content> for the post's cover (its 1200 x 630 social card), if it has one. */
function feedCover(siteUrl: string, frontmatter: FeedPostFrontmatter) {
  const card = frontmatter.cover?.childImageSharp?.resize;
  if (!card) return [];
  const attributes = { url: `${siteUrl}${card.src}`, medium: "image", type: "image/jpeg", width: card.width, height: card.height };
  return [{ "media:content": [{ _attr: attributes }, { "media:description": frontmatter.coverAlt ?? "" }] }];
}

export default config;
