/**
 * What /admin/ shows on a host when it was built without a repository (CMS_REPO unset, not on
 * Netlify): a plain explanation instead of a sign-in button that cannot work.
 */
export const UNCONFIGURED_TITLE = "The editor is not set up on this site yet";

export function showUnconfiguredEditor(body: HTMLElement): void {
  const main = body.ownerDocument.createElement("main");
  main.style.cssText = "max-width: 40rem; margin: 4rem auto; padding: 0 1rem; font: 1rem/1.5 system-ui, sans-serif";
  const heading = body.ownerDocument.createElement("h1");
  heading.textContent = UNCONFIGURED_TITLE;
  const text = body.ownerDocument.createElement("p");
  text.textContent =
    "This build of the site was made without CMS_REPO, so the editor does not know which repository to save to. " +
    "Set CMS_REPO (and CMS_BACKEND if it is not GitHub) in the host's build settings and deploy again; " +
    "the README's section \u201cWriters\u2019 editor\u201d lists the steps. On a writer's own machine, npm run cms works without it.";
  main.append(heading, text);
  body.replaceChildren(main);
}
