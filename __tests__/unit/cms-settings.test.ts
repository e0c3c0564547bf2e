import { AUTH_DEFAULTS, CMS_BACKENDS, editorUnavailable, readCmsSettings, type CmsSettingsResult, type Environment } from "../../src/cms/settings";
import { LOCAL_SERVER_MISSING_TITLE, UNCONFIGURED_TITLE, localServerAnswers, showUnconfiguredEditor } from "../../src/cms/unconfigured";

const SITE = "https://www.scalewise.example";

function settingsOf(env: Environment) {
  const result = readCmsSettings(env, SITE);
  if (!result.ok) throw new Error(`expected settings, got problems:\n${result.message}`);
  return result;
}

function problemsOf(env: Environment): string[] {
  const result: CmsSettingsResult = readCmsSettings(env, SITE);
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.settings)}`);
  return result.problems;
}

describe("CMS settings from the environment: github (the default)", () => {
  it("signs in through Netlify's GitHub OAuth provider and commits to main of CMS_REPO", () => {
    const { settings, warnings, identityWidget } = settingsOf({ CMS_REPO: "scalewise/web" });
    expect(settings).toEqual({
      backend: { name: "github", repo: "scalewise/web", branch: "main", base_url: "https://api.netlify.com", auth_endpoint: "auth" },
      siteUrl: SITE,
      localOnly: false,
    });
    expect(warnings).toEqual([]);
    expect(identityWidget).toBe(false);
  });

  it("takes another branch and any OAuth proxy (base URL without its trailing slash, endpoint without its leading one)", () => {
    const { settings } = settingsOf({
      CMS_BACKEND: "github",
      CMS_REPO: "scalewise/web.site",
      CMS_BRANCH: "release/2025",
      CMS_AUTH_BASE_URL: "https://oauth.scalewise.example/",
      CMS_AUTH_ENDPOINT: "/api/auth",
    });
    expect(settings.backend).toEqual({
      name: "github",
      repo: "scalewise/web.site",
      branch: "release/2025",
      base_url: "https://oauth.scalewise.example",
      auth_endpoint: "api/auth",
    });
  });

  it("turns on GitHub open authoring only when asked", () => {
    expect(settingsOf({ CMS_REPO: "scalewise/web", CMS_OPEN_AUTHORING: "true" }).settings.backend.open_authoring).toBe(true);
    expect(settingsOf({ CMS_REPO: "scalewise/web", CMS_OPEN_AUTHORING: "false" }).settings.backend).not.toHaveProperty("open_authoring");
  });

  it("without any variable (a developer's machine, npm test, CI) builds a local-only editor and says so", () => {
    const { settings, warnings } = settingsOf({});
    expect(settings.localOnly).toBe(true);
    expect(settings.backend).not.toHaveProperty("repo");
    expect(settings.backend.name).toBe("github");
    expect(warnings).toEqual([
      "CMS_REPO is not set: /admin/ is built for the local editor only (npm run cms); set CMS_REPO (owner/name) to build the hosted editor",
    ]);
  });

  it("treats blank variables as unset, as hosts' settings screens leave them", () => {
    expect(settingsOf({ CMS_BACKEND: " ", CMS_REPO: "scalewise/web", CMS_BRANCH: "" }).settings.backend).toMatchObject({
      name: "github",
      branch: "main",
    });
  });
});

describe("CMS settings from the environment: gitlab", () => {
  it("signs in with PKCE against GitLab.com, with no server of its own", () => {
    const { settings, identityWidget } = settingsOf({ CMS_BACKEND: "gitlab", CMS_REPO: "scalewise/marketing/web", CMS_APP_ID: "a1b2c3d4e5" });
    expect(settings.backend).toEqual({
      name: "gitlab",
      repo: "scalewise/marketing/web",
      branch: "main",
      auth_type: "pkce",
      app_id: "a1b2c3d4e5",
      base_url: AUTH_DEFAULTS.gitlab.baseUrl,
      auth_endpoint: "oauth/authorize",
      api_root: "https://gitlab.com/api/v4",
    });
    expect(settings.localOnly).toBe(false);
    expect(identityWidget).toBe(false);
  });

  it("reaches a self-managed GitLab through CMS_AUTH_BASE_URL, API included", () => {
    const { settings } = settingsOf({
      CMS_BACKEND: "gitlab",
      CMS_REPO: "web/site",
      CMS_APP_ID: "abc",
      CMS_AUTH_BASE_URL: "https://git.scalewise.example",
    });
    expect(settings.backend).toMatchObject({ base_url: "https://git.scalewise.example", api_root: "https://git.scalewise.example/api/v4" });
  });
});

describe("CMS settings from the environment: git-gateway (legacy, Netlify Identity)", () => {
  it("needs no repository or OAuth settings, and loads Identity's widget", () => {
    const { settings, warnings, identityWidget } = settingsOf({ CMS_BACKEND: "git-gateway", NETLIFY: "true", CMS_BRANCH: "content" });
    expect(settings.backend).toEqual({ name: "git-gateway", branch: "content" });
    expect(settings.localOnly).toBe(false);
    expect(warnings).toEqual([]);
    expect(identityWidget).toBe(true);
  });
});

describe("CMS settings from the environment: bad values stop the build", () => {
  it.each<[string, Environment, string]>([
    ["an unknown backend", { CMS_BACKEND: "carrier-pigeon" }, 'CMS_BACKEND "carrier-pigeon" is not one of github, gitlab, git-gateway'],
    ["a backend name in capitals", { CMS_BACKEND: "GitHub", CMS_REPO: "a/b" }, 'CMS_BACKEND "GitHub" is not one of github, gitlab, git-gateway'],
    ["a repository without owner", { CMS_REPO: "web" }, 'CMS_REPO "web" is not owner/name, for example scalewise/web'],
    ["a repository URL", { CMS_REPO: "https://github.com/scalewise/web" }, 'CMS_REPO "https://github.com/scalewise/web" is not owner/name, for example scalewise/web'],
    ["a GitHub repository with a subgroup", { CMS_REPO: "a/b/c" }, 'CMS_REPO "a/b/c" is not owner/name, for example scalewise/web'],
    [
      "a GitLab repository without group",
      { CMS_BACKEND: "gitlab", CMS_REPO: "web", CMS_APP_ID: "x" },
      'CMS_REPO "web" is not group/name (or group/subgroup/name), for example scalewise/web',
    ],
    [
      "github on Netlify without a repository",
      { NETLIFY: "true" },
      "CMS_REPO is not set; the github backend needs the repository as owner/name, for example scalewise/web",
    ],
    [
      "github chosen explicitly without a repository",
      { CMS_BACKEND: "github" },
      "CMS_REPO is not set; the github backend needs the repository as owner/name, for example scalewise/web",
    ],
    [
      "gitlab without a repository",
      { CMS_BACKEND: "gitlab", CMS_APP_ID: "x" },
      "CMS_REPO is not set; the gitlab backend needs the repository as group/name (or group/subgroup/name), for example scalewise/web",
    ],
    [
      "gitlab without an application",
      { CMS_BACKEND: "gitlab", CMS_REPO: "a/b" },
      "CMS_APP_ID is not set; the gitlab backend needs the Application ID of a GitLab application (PKCE, scope api)",
    ],
    [
      "a malformed application id",
      { CMS_BACKEND: "gitlab", CMS_REPO: "a/b", CMS_APP_ID: "abc def" },
      'CMS_APP_ID "abc def" is not a GitLab Application ID: letters, digits, _ and - only',
    ],
    [
      "a branch with a space",
      { CMS_REPO: "a/b", CMS_BRANCH: "my branch" },
      'CMS_BRANCH "my branch" is not a branch name: letters, digits and . _ - / only, for example main',
    ],
    ["a branch with ..", { CMS_REPO: "a/b", CMS_BRANCH: "a..b" }, 'CMS_BRANCH "a..b" is not a branch name: letters, digits and . _ - / only, for example main'],
    [
      "an OAuth base without scheme",
      { CMS_REPO: "a/b", CMS_AUTH_BASE_URL: "api.netlify.com" },
      'CMS_AUTH_BASE_URL "api.netlify.com" is not an https:// URL, for example https://api.netlify.com',
    ],
    [
      "an OAuth base over plain http",
      { CMS_REPO: "a/b", CMS_AUTH_BASE_URL: "http://oauth.example.com" },
      'CMS_AUTH_BASE_URL "http://oauth.example.com" is not an https:// URL, for example https://api.netlify.com',
    ],
    [
      "an OAuth endpoint with a query",
      { CMS_REPO: "a/b", CMS_AUTH_ENDPOINT: "auth?x=1" },
      'CMS_AUTH_ENDPOINT "auth?x=1" is not a URL path: letters, digits and . _ ~ - / only, for example auth',
    ],
    ["open authoring as yes", { CMS_REPO: "a/b", CMS_OPEN_AUTHORING: "yes" }, 'CMS_OPEN_AUTHORING "yes" is not one of true, false'],
    [
      "open authoring on gitlab",
      { CMS_BACKEND: "gitlab", CMS_REPO: "a/b", CMS_APP_ID: "x", CMS_OPEN_AUTHORING: "true" },
      'CMS_OPEN_AUTHORING "true" works only with CMS_BACKEND github, not gitlab',
    ],
  ])("refuses %s", (_case, env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it("accepts an OAuth proxy on this machine over plain http", () => {
    expect(settingsOf({ CMS_REPO: "a/b", CMS_AUTH_BASE_URL: "http://localhost:3000" }).settings.backend.base_url).toBe("http://localhost:3000");
  });

  it("lists every problem at once under one heading, one line each", () => {
    const result = readCmsSettings({ CMS_BACKEND: "gitlab", CMS_REPO: "web", CMS_BRANCH: "a b" }, SITE);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(3);
    expect(result.message.split("\n")).toEqual([
      `The writers' editor settings have 3 problems (see README, "Writers' editor"):`,
      ...result.problems.map((problem) => `  - ${problem}`),
    ]);
  });

  it("names every backend in the message for an unknown one", () => {
    const [message] = problemsOf({ CMS_BACKEND: "svn" });
    for (const backend of CMS_BACKENDS) expect(message).toContain(backend);
  });
});

describe("a local-only editor served from a host", () => {
  const localOnly = settingsOf({}).settings;
  const hosted = settingsOf({ CMS_REPO: "scalewise/web" }).settings;

  it.each(["localhost", "127.0.0.1"])("works on %s, where npm run cms serves it", (hostname) => {
    expect(editorUnavailable(localOnly, hostname)).toBe(false);
  });

  it("explains itself on any other host instead of offering a sign-in that cannot work", () => {
    expect(editorUnavailable(localOnly, "www.scalewise.example")).toBe(true);
    expect(editorUnavailable(hosted, "www.scalewise.example")).toBe(false);
  });
});

describe("the page a local-only editor shows on a host", () => {
  it("replaces the editor with a heading and the variable to set", () => {
    document.body.innerHTML = "<div id=nc-root></div>";
    showUnconfiguredEditor(document.body);
    expect(document.querySelector("#nc-root")).toBeNull();
    expect(document.querySelector("main h1")?.textContent).toBe(UNCONFIGURED_TITLE);
    expect(document.querySelector("main p")?.textContent).toContain("CMS_REPO");
  });
});

describe("a local-only editor on a writer's machine without npm run cms", () => {
  it("says the local server is not running and how to start it", () => {
    document.body.innerHTML = "<div id=nc-root></div>";
    showUnconfiguredEditor(document.body, "local-server-missing");
    expect(document.querySelector("#nc-root")).toBeNull();
    expect(document.querySelector("main h1")?.textContent).toBe(LOCAL_SERVER_MISSING_TITLE);
    expect(document.querySelector("main p")?.textContent).toContain("npm run cms");
  });

  it("asks decap-server for its info the way Decap does, and treats a refused connection or an error status as absent", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const answering = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return { ok: true } as Response;
    }) as unknown as typeof fetch;
    await expect(localServerAnswers("http://127.0.0.1:8081/api/v1", answering)).resolves.toBe(true);
    expect(calls[0][0]).toBe("http://127.0.0.1:8081/api/v1");
    expect(calls[0][1]?.method).toBe("POST");
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ action: "info" });

    const refused = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(localServerAnswers("http://127.0.0.1:8081/api/v1", refused)).resolves.toBe(false);
    const failing = (async () => ({ ok: false }) as Response) as unknown as typeof fetch;
    await expect(localServerAnswers("http://127.0.0.1:8081/api/v1", failing)).resolves.toBe(false);
  });
});
