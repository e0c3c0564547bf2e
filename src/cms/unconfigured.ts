/**
 * What /admin/ shows instead of a sign-in button that cannot work: on a host, when the site was
 * built without a repository (CMS_REPO unset, not on Netlify); on a writer's machine, when that
 * build's only backend, the local server of `npm run cms`, is not running.
 */
export const UNCONFIGURED_TITLE = "The editor is not set up on this site yet";
export const LOCAL_SERVER_MISSING_TITLE = "The local editor's server is not running";

const EXPLANATIONS = {
  unconfigured: {
    title: UNCONFIGURED_TITLE,
    text:
      "This build of the site was made without CMS_REPO, so the editor does not know which repository to save to. " +
      "Set CMS_REPO (and CMS_BACKEND if it is not GitHub) in the host's build settings and deploy again; " +
      "the section \u201cOn the host\u201d of docs/editor.md in the site's repository lists the steps. On a writer's own machine, npm run cms works without it.",
  },
  "local-server-missing": {
    title: LOCAL_SERVER_MISSING_TITLE,
    text:
      "This build of the site was made without CMS_REPO, so the editor saves through the local server that npm run cms starts " +
      "beside the site, and that server does not answer. Run npm run cms in the project folder and open the address it prints; " +
      "to sign in to the hosted repository instead, build with CMS_REPO set (docs/editor.md, \u201cOn the host\u201d).",
  },
} as const;

export type EditorExplanation = keyof typeof EXPLANATIONS;

export function showUnconfiguredEditor(body: HTMLElement, reason: EditorExplanation = "unconfigured"): void {
  const { title, text } = EXPLANATIONS[reason];
  const document = body.ownerDocument;
  const main = document.createElement("main");
  main.style.cssText = "max-width: 40rem; margin: 4rem auto; padding: 0 1rem; font: 1rem/1.5 system-ui, sans-serif";
  const heading = document.createElement("h1");
  heading.textContent = title;
  const paragraph = document.createElement("p");
  paragraph.textContent = text;
  main.append(heading, paragraph);
  body.replaceChildren(main);
  document.title = `${title} | Editor`;
}

/** Whether decap-server answers at `url` the way Decap's own local-backend check asks it. */
export async function localServerAnswers(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
