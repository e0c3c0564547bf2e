// @ts-check
// Netlify Forms, emulated for `npm run serve` and the tests (Netlify has no local emulator).
// The host detects a form in the deployed HTML (a <form> with data-netlify="true" or a bare
// `netlify` attribute, named by its `name`) and accepts a url-encoded POST of it, to any path,
// named by its `form-name` field. This module does the same with the built public/:
//   - a registered form name: 200, and the submission (the form's own fields only) is appended as
//     one JSON line to the submissions file (.netlify-forms/submissions.jsonl by default, git-ignored);
//   - a filled honeypot (the form's netlify-honeypot field): 200, and nothing is kept, as the host
//     drops it silently;
//   - an unknown or missing form name: 404.
// The registry is read from the built HTML on the first POST (restart the server after a build).
import { appendFile, mkdir, readdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/**
 * @typedef {object} NetlifyForm
 * @property {string} name
 * @property {string | null} honeypot The field named by the form's netlify-honeypot attribute, if any.
 * @property {string[]} fields
 */

/**
 * One line of the submissions file.
 * @typedef {{ form: string; path: string; receivedAt: string; data: Record<string, string> }} StoredSubmission
 */

/** @typedef {"stored" | "spam" | "unknown-form" | "unsupported" | "too-large" | "not-stored"} SubmissionOutcome */

/**
 * @typedef {object} NetlifyFormsOptions
 * @property {string} publicDir
 * @property {string} [submissionsFile] Default .netlify-forms/submissions.jsonl (relative to the working directory).
 * @property {(event: { form: string; outcome: "stored" | "spam" | "not-stored"; file?: string; error?: unknown }) => void} [onSubmission]
 */

export const DEFAULT_SUBMISSIONS_FILE = ".netlify-forms/submissions.jsonl";
/** Netlify's own limit on a submission without files is far above any contact message; this is the emulator's. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Folders of public/ that hold no page a form could be on. */
const NOT_PAGES = new Set(["static", "page-data", "_gatsby", "icons", "~partytown"]);

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'" };
/** @param {string} text */
const decodeEntities = (text) => text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name) => ENTITIES[name]);

/**
 * The attributes of a start tag's inner text (`name="x" data-netlify="true" novalidate`), lower-cased names.
 * @param {string} text
 * @returns {Map<string, string>}
 */
function attributesOf(text) {
  const attributes = new Map();
  for (const match of text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/**
 * The Netlify forms of one HTML document: `{ name, honeypot, fields }` for each.
 * @param {string} html
 * @returns {NetlifyForm[]}
 */
export function formsInHtml(html) {
  /** @type {NetlifyForm[]} */
  const forms = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = attributesOf(match[1]);
    const detected = attributes.get("data-netlify") === "true" || attributes.has("netlify");
    const name = attributes.get("name");
    if (!detected || !name) continue;
    /** @type {Set<string>} */
    const fields = new Set();
    for (const control of match[2].matchAll(/<(input|select|textarea)\b([^>]*)>/gi)) {
      const controlAttributes = attributesOf(control[2]);
      const type = (controlAttributes.get("type") ?? "").toLowerCase();
      const field = controlAttributes.get("name");
      if (field && !["submit", "button", "reset", "image"].includes(type)) fields.add(field);
    }
    forms.push({ name, honeypot: attributes.get("netlify-honeypot") ?? null, fields: [...fields] });
  }
  return forms;
}

/**
 * Every Netlify form in the HTML files under `publicDir`, by name.
 * @param {string} publicDir
 * @returns {Promise<Map<string, NetlifyForm>>}
 */
export async function registeredForms(publicDir) {
  /** @type {Map<string, NetlifyForm>} */
  const forms = new Map();
  /** @param {string} folder */
  const walk = async (folder) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && !(folder === publicDir && NOT_PAGES.has(entry.name))) await walk(path);
      else if (entry.isFile() && entry.name.endsWith(".html")) {
        const html = await readFile(path, "utf8");
        if (!/<form\b/i.test(html)) continue;
        for (const form of formsInHtml(html)) if (!forms.has(form.name)) forms.set(form.name, form);
      }
    }
  };
  await walk(publicDir);
  return forms;
}

/**
 * The body of a request, or an error with status 413 once it passes MAX_BODY_BYTES. The rest of an
 * oversized body is read and dropped, so the client is still there to receive the 413.
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((done, fail) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > MAX_BODY_BYTES) fail(Object.assign(new Error("too large"), { status: 413 }));
      else done(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", fail);
  });
}

/**
 * The POST handler of the static server. `receive(req, pathname)` reads the submission and returns
 * `{ status, outcome }`: outcome is "stored", "spam" (honeypot filled, discarded), "unknown-form",
 * "unsupported" (not url-encoded), "too-large" (413) or "not-stored" (500: the submissions file
 * could not be written). On 200 the server then answers with the page at
 * the path, as Netlify does (a no-JavaScript post to /contact/thanks/ lands on that page).
 * @param {NetlifyFormsOptions} options
 * @returns {{
 *   receive: (req: import("node:http").IncomingMessage, pathname: string) => Promise<{ status: number; outcome: SubmissionOutcome }>;
 *   submissionsFile: string;
 * }}
 */
export function netlifyForms({ publicDir, submissionsFile = DEFAULT_SUBMISSIONS_FILE, onSubmission = () => {} }) {
  const file = resolve(submissionsFile);
  /** @type {Map<string, NetlifyForm> | null} */
  let forms = null;
  // One append at a time: two large submissions arriving together must not interleave their lines.
  /** @type {Promise<void>} */
  let appending = Promise.resolve();
  /** @param {string} line */
  const appendLine = (line) => {
    const append = appending.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line);
    });
    appending = append.catch(() => {});
    return append;
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {string} pathname
   * @returns {Promise<{ status: number; outcome: SubmissionOutcome }>}
   */
  async function receive(req, pathname) {
    const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      req.resume();
      return { status: 415, outcome: "unsupported" };
    }
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      return { status: /** @type {{ status?: number }} */ (error).status ?? 400, outcome: "too-large" };
    }
    const params = new URLSearchParams(body);
    forms ??= await registeredForms(resolve(publicDir));
    const form = forms.get(params.get("form-name") ?? "");
    if (!form) return { status: 404, outcome: "unknown-form" };
    if (form.honeypot && (params.get(form.honeypot) ?? "") !== "") {
      onSubmission({ form: form.name, outcome: "spam" });
      return { status: 200, outcome: "spam" };
    }
    /** @type {Record<string, string>} */
    const data = {};
    for (const field of form.fields) {
      if (field === "form-name" || field === form.honeypot || !params.has(field)) continue;
      data[field] = /** @type {string} */ (params.get(field));
    }
    const record = { form: form.name, path: pathname, receivedAt: new Date().toISOString(), data };
    try {
      await appendLine(`${JSON.stringify(record)}\n`);
    } catch (error) {
      onSubmission({ form: form.name, outcome: "not-stored", file, error });
      return { status: 500, outcome: "not-stored" };
    }
    onSubmission({ form: form.name, outcome: "stored", file });
    return { status: 200, outcome: "stored" };
  }

  return { receive, submissionsFile: file };
}
