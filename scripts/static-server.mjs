// @ts-check
// The local host: serves a built public/ the way Netlify does (netlify/host.mjs: files, pretty
// URLs, `_redirects` by Netlify's own matcher, the 404 page), with `_headers` applied as Netlify's
// parser reads them (netlify/rules.mjs). POSTs are form submissions, answered the way Netlify Forms
// does (scripts/netlify-forms.mjs). Responses are gzipped when the client accepts it.
//
// It answers every request and never stops on one: a request it cannot parse gets 400, a method
// the host refuses 405, an oversized form body 413, and any failure while answering 500.
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { extname, join } from "node:path";
import { pipeline } from "node:stream";
import { createGzip } from "node:zlib";
import { createHost, decodedPath } from "../netlify/host.mjs";
import { headersFor, readHeaderRules } from "../netlify/rules.mjs";
import { netlifyForms } from "./netlify-forms.mjs";

export { decodedPath };

/**
 * @typedef {object} StaticServer
 * @property {string} url
 * @property {string} submissionsFile Where accepted form submissions are appended, one JSON line each (scripts/netlify-forms.mjs).
 * @property {() => Promise<void>} close
 */

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".map": "application/json; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** What Netlify sends when no `_headers` rule sets Cache-Control. */
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The methods a static Netlify site answers; POST is a form submission. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/**
 * @param {{ root?: string; port?: number; host?: string; forms?: Omit<import("./netlify-forms.mjs").NetlifyFormsOptions, "publicDir"> }} [options]
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer({ root = "public", port = 0, host = "127.0.0.1", forms: formOptions = {} } = {}) {
  const site = await createHost({ root });
  // A missing file has no rules.
  const headerRules = await readHeaderRules(join(site.publicDir, "_headers"));
  const forms = netlifyForms({ publicDir: site.publicDir, ...formOptions });

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [extra]
   */
  function plain(res, status, text, extra = {}) {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra });
    res.end(text);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Awaited<ReturnType<typeof site.answer>>} answer
   * @param {string} headerPath
   */
  function send(req, res, answer, headerPath) {
    if (answer.kind === "redirect") {
      res.writeHead(answer.status, { location: answer.location, "cache-control": DEFAULT_CACHE_CONTROL });
      return res.end();
    }
    if (answer.kind === "none") return plain(res, answer.status, "Not found");
    const type = CONTENT_TYPES[extname(answer.file).toLowerCase()] ?? "application/octet-stream";
    /** @type {Record<string, string>} */
    const headers = { "cache-control": DEFAULT_CACHE_CONTROL, ...headersFor(headerRules, headerPath), "content-type": type };
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    if (gzip) headers["content-encoding"] = "gzip";
    else headers["content-length"] = String(answer.size);
    res.writeHead(answer.status, headers);
    if (req.method === "HEAD") return res.end();
    const stream = createReadStream(answer.file);
    // A file that vanished or a client that left ends this response only.
    const done = (/** @type {NodeJS.ErrnoException | null} */ error) => error && res.destroy();
    if (gzip) pipeline(stream, createGzip(), res, done);
    else pipeline(stream, res, done);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function respond(req, res) {
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      return plain(res, 400, "Bad request");
    }
    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      req.resume();
      return plain(res, 405, "Method not allowed", { allow: ALLOWED_METHODS.join(", ") });
    }
    // Header rules are matched against the decoded path, the one that names the file.
    const headerPath = decodedPath(url.pathname) ?? url.pathname;

    // A form submission; once accepted, the page at its path answers it, as on Netlify.
    if (req.method === "POST") {
      const { status } = await forms.receive(req, headerPath);
      if (status === 404) return send(req, res, await site.notFound(), headerPath);
      if (status !== 200) return plain(res, status, `Form submission refused (${status})`, status === 413 ? { connection: "close" } : {});
    }
    return send(req, res, await site.answer(url.pathname, url.search), headerPath);
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((error) => {
      console.error(`static server: ${req.method} ${req.url}: ${error?.stack ?? error}`);
      plain(res, 500, "Internal error");
    });
  });
  // A request Node cannot parse never reaches the handler: answer it here and keep serving.
  server.on("clientError", (error, socket) => {
    if (socket.writable && /** @type {NodeJS.ErrnoException} */ (error).code !== "ECONNRESET") socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    else socket.destroy();
  });

  await /** @type {Promise<void>} */ (new Promise((done) => server.listen(port, host, done)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    submissionsFile: forms.submissionsFile,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
