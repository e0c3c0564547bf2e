import type { Page } from "playwright-core";
import type { TrackedPage } from "../../e2e/support/browser";

export const developUrl = (path = "/") => `${process.env.DEVELOP_URL}${path}`;
export const siteDir = () => process.env.DEVELOP_SITE_DIR!;

/** Every page the development server knows, from its GraphQL endpoint (Gatsby's own 404 helpers left out). */
export async function developRoutes(): Promise<string[]> {
  const response = await fetch(developUrl("/___graphql"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: "{ allSitePage { nodes { path } } }" }),
  });
  const { data } = (await response.json()) as { data: { allSitePage: { nodes: Array<{ path: string }> } } };
  return data.allSitePage.nodes
    .map((node) => node.path)
    .filter((path) => !["/dev-404-page/", "/404.html"].includes(path))
    .sort();
}

/**
 * Waits until the development runtime has rendered the page: its `<h1>` has text and Gatsby's
 * router is ready. (develop renders into an empty body and does not mark onInitialClientRender;
 * its hot-reload connection never lets the network go idle.) An uncaught error fails at once:
 * a page that threw will not render.
 */
export async function waitForRender({ page, pageErrors }: TrackedPage, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (pageErrors.length > 0) throw new Error(`the page threw: ${pageErrors.join("; ")}`);
    const rendered = await page.evaluate(
      () =>
        typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function" &&
        (document.querySelector("h1")?.textContent ?? "").trim().length > 0,
    );
    if (rendered) return;
    if (Date.now() > deadline) throw new Error(`no <h1> rendered within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const headingText = (page: Page) => page.locator("h1").first().innerText();
