/**
 * Where the writers' editor signs in and commits, read from the build's environment (docs/editor.md,
 * "On the host"). Plain TypeScript with no Gatsby or Decap imports: gatsby-config.ts reads
 * the settings, plugins/decap-admin stops the build on a problem before anything compiles and
 * writes the settings into the /admin/ bundle, and src/cms/config.ts turns them into Decap's
 * backend configuration.
 */

export const CMS_BACKENDS = ["github", "gitlab", "git-gateway"] as const;
export type CmsBackendName = (typeof CMS_BACKENDS)[number];

export const DEFAULT_BRANCH = "main";

/** Sign-in defaults: Netlify's GitHub OAuth provider, and GitLab.com's own OAuth (PKCE, no server). */
export const AUTH_DEFAULTS = {
  github: { baseUrl: "https://api.netlify.com", endpoint: "auth" },
  gitlab: { baseUrl: "https://gitlab.com", endpoint: "oauth/authorize" },
} as const;

/** Decap's `backend` block, as the admin bundle receives it. */
export interface CmsBackendSettings {
  name: CmsBackendName;
  branch: string;
  repo?: string;
  base_url?: string;
  auth_endpoint?: string;
  api_root?: string;
  auth_type?: "pkce";
  app_id?: string;
  open_authoring?: boolean;
}

export interface CmsSettings {
  backend: CmsBackendSettings;
  /** The published site: "View Live" links and the link in the editor's header. */
  siteUrl: string;
  /**
   * Built without a repository (no CMS_REPO, not on the host): only the local backend of
   * `npm run cms` can serve this editor; on any other host /admin/ says how to configure it.
   */
  localOnly: boolean;
}

export type CmsSettingsResult =
  | {
      ok: true;
      settings: CmsSettings;
      warnings: string[];
      /** Only git-gateway signs in through Netlify Identity, whose widget /admin/ then loads. */
      identityWidget: boolean;
    }
  | {
      ok: false;
      problems: string[];
      /** The build failure text: a heading, then one line per problem. */
      message: string;
    };

export type Environment = Readonly<Record<string, string | undefined>>;

const REPO_EXAMPLE = "scalewise/web";
// GitHub: owner/name. GitLab: a namespace that may have subgroups, then the project.
const REPO_PATTERNS: Record<"github" | "gitlab", RegExp> = {
  github: /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/,
  gitlab: /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/,
};
const BRANCH_PATTERN = /^(?!\/|-|.*\/\/|.*\.\.|.*\/$|.*\.lock$)[A-Za-z0-9._/-]+$/;
const ENDPOINT_PATTERN = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
const APP_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A variable's value, or undefined when it is unset or blank (hosts' settings screens leave "" behind). */
function read(env: Environment, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === "" ? undefined : value;
}

function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    if (url.protocol !== "https:" && !(local && url.protocol === "http:")) return null;
    return value.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/**
 * The hosted editor is required on Netlify (which sets NETLIFY=true on every build) and whenever
 * CMS_BACKEND names a backend. A build with neither, on a writer's or developer's machine or in
 * `npm test`, may leave the repository out: its /admin/ then serves `npm run cms` only.
 */
function hostedEditorRequired(env: Environment): boolean {
  return env.NETLIFY === "true" || read(env, "CMS_BACKEND") !== undefined;
}

/**
 * Reads CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_AUTH_BASE_URL, CMS_AUTH_ENDPOINT, CMS_APP_ID and
 * CMS_OPEN_AUTHORING. Every bad value is one problem line naming the variable, the value found
 * and what is allowed.
 */
export function readCmsSettings(env: Environment, siteUrl: string): CmsSettingsResult {
  const problems: string[] = [];
  const warnings: string[] = [];

  const backendValue = read(env, "CMS_BACKEND") ?? "github";
  if (!(CMS_BACKENDS as readonly string[]).includes(backendValue)) {
    // Nothing else can be checked against a backend that does not exist.
    return failure([`CMS_BACKEND "${backendValue}" is not one of ${CMS_BACKENDS.join(", ")}`]);
  }
  const name = backendValue as CmsBackendName;

  const branch = read(env, "CMS_BRANCH") ?? DEFAULT_BRANCH;
  if (!BRANCH_PATTERN.test(branch)) {
    problems.push(`CMS_BRANCH "${branch}" is not a branch name: letters, digits and . _ - / only, for example ${DEFAULT_BRANCH}`);
  }

  const backend: CmsBackendSettings = { name, branch };
  let localOnly = false;

  if (name !== "git-gateway") {
    const repo = read(env, "CMS_REPO");
    const shape = name === "github" ? "owner/name" : "group/name (or group/subgroup/name)";
    if (repo === undefined) {
      if (hostedEditorRequired(env)) {
        problems.push(`CMS_REPO is not set; the ${name} backend needs the repository as ${shape}, for example ${REPO_EXAMPLE}`);
      } else {
        localOnly = true;
        warnings.push(
          `CMS_REPO is not set: /admin/ is built for the local editor only (npm run cms); set CMS_REPO (${shape}) to build the hosted editor`,
        );
      }
    } else if (!REPO_PATTERNS[name].test(repo)) {
      problems.push(`CMS_REPO "${repo}" is not ${shape}, for example ${REPO_EXAMPLE}`);
    } else {
      backend.repo = repo;
    }

    const baseValue = read(env, "CMS_AUTH_BASE_URL");
    const baseUrl = baseValue === undefined ? AUTH_DEFAULTS[name].baseUrl : httpsUrl(baseValue);
    if (baseUrl === null) {
      problems.push(`CMS_AUTH_BASE_URL "${baseValue}" is not an https:// URL, for example ${AUTH_DEFAULTS[name].baseUrl}`);
    } else {
      backend.base_url = baseUrl;
    }

    const endpoint = (read(env, "CMS_AUTH_ENDPOINT") ?? AUTH_DEFAULTS[name].endpoint).replace(/^\/+/, "");
    if (!ENDPOINT_PATTERN.test(endpoint)) {
      problems.push(`CMS_AUTH_ENDPOINT "${endpoint}" is not a URL path: letters, digits and . _ ~ - / only, for example ${AUTH_DEFAULTS[name].endpoint}`);
    } else {
      backend.auth_endpoint = endpoint;
    }
  }

  if (name === "gitlab") {
    backend.auth_type = "pkce";
    const appId = read(env, "CMS_APP_ID");
    if (appId === undefined) {
      problems.push(`CMS_APP_ID is not set; the gitlab backend needs the Application ID of a GitLab application (PKCE, scope api)`);
    } else if (!APP_ID_PATTERN.test(appId)) {
      problems.push(`CMS_APP_ID "${appId}" is not a GitLab Application ID: letters, digits, _ and - only`);
    } else {
      backend.app_id = appId;
    }
    // A self-managed GitLab serves its API beside its sign-in.
    if (backend.base_url) backend.api_root = `${backend.base_url}/api/v4`;
  }

  const openAuthoring = read(env, "CMS_OPEN_AUTHORING");
  if (openAuthoring !== undefined) {
    if (openAuthoring !== "true" && openAuthoring !== "false") {
      problems.push(`CMS_OPEN_AUTHORING "${openAuthoring}" is not one of true, false`);
    } else if (openAuthoring === "true" && name !== "github") {
      problems.push(`CMS_OPEN_AUTHORING "true" works only with CMS_BACKEND github, not ${name}`);
    } else if (openAuthoring === "true") {
      backend.open_authoring = true;
    }
  }

  if (problems.length > 0) return failure(problems);
  return { ok: true, settings: { backend, siteUrl, localOnly }, warnings, identityWidget: name === "git-gateway" };
}

function failure(problems: string[]): CmsSettingsResult {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const lines = problems.map((problem) => `  - ${problem}`).join("\n");
  return { ok: false, problems, message: `The writers' editor settings have ${count} (see README, "Writers' editor"):\n${lines}` };
}

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** A local-only editor opened anywhere but on a writer's machine cannot sign anyone in. */
export function editorUnavailable(settings: CmsSettings, hostname: string): boolean {
  return settings.localOnly && !LOCAL_HOSTS.includes(hostname);
}

/**
 * Origins other than the git hosts' public APIs that the editor must fetch from: a self-managed
 * GitLab (its API and its OAuth token endpoint, on CMS_AUTH_BASE_URL). GitHub's sign-in runs in
 * a pop-up window, which needs no connection from /admin/ itself.
 */
export function cmsApiOrigins(settings: CmsSettings): string[] {
  const { backend } = settings;
  const urls = backend.name === "gitlab" ? [backend.base_url, backend.api_root] : [backend.api_root];
  return [...new Set(urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin))];
}

