// The site's published address (siteMetadata.siteUrl): SITE_URL; else on Netlify its URL in production,
// DEPLOY_PRIME_URL on previews and branch deploys; else the example domain (a laptop, CI). A Netlify
// production build on the example domain is refused; plugins/robots-txt stops it (docs/hosting.md, "The site's address").

/** The address of builds that are not published. */
export const EXAMPLE_SITE_URL = "https://scalewise.example";

type Environment = Record<string, string | undefined>;

export type SiteUrlResult = { ok: true; siteUrl: string } | { ok: false; message: string };

/** The variable the address comes from and its value, or none. */
function source(env: Environment): { name: string; value: string } | undefined {
  const names = ["SITE_URL"];
  if (env.NETLIFY === "true") names.push(...(env.CONTEXT === "production" ? ["URL"] : ["DEPLOY_PRIME_URL", "URL"]));
  const name = names.find((candidate) => (env[candidate] ?? "").trim() !== "");
  return name === undefined ? undefined : { name, value: (env[name] ?? "").trim() };
}

/** The origin of an absolute http(s) address with nothing after its host but an optional slash, or null. */
function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
  return ["http:", "https:"].includes(url.protocol) && bare ? url.origin : null;
}

/** The site's address (no trailing slash), or why the build must stop, naming the variable to set. */
export function readSiteUrl(env: Environment): SiteUrlResult {
  const found = source(env);
  let siteUrl = EXAMPLE_SITE_URL;
  if (found) {
    const origin = originOf(found.value);
    if (origin === null) {
      return {
        ok: false,
        message: `${found.name} ${JSON.stringify(found.value)} is not the site's address: give an absolute http(s) address with no path, for example https://www.scalewise.com (docs/hosting.md)`,
      };
    }
    siteUrl = origin;
  }
  if (env.NETLIFY === "true" && env.CONTEXT === "production" && siteUrl === EXAMPLE_SITE_URL) {
    const why = found ? `${found.name} is ${JSON.stringify(found.value)}` : "neither SITE_URL nor Netlify's URL is set";
    return {
      ok: false,
      message: `This Netlify production build would publish the example address ${EXAMPLE_SITE_URL} (${why}): set SITE_URL to the site's address, or leave it unset for Netlify's URL (docs/hosting.md)`,
    };
  }
  return { ok: true, siteUrl };
}
