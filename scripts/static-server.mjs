// A static file server that behaves like the static host (Netlify) serving Gatsby's public/:
// /path -> 301 /path/ when a folder exists, /path/ -> /path/index.html, public/_redirects applied
// (rewrites, redirects, shadowing), public/_headers applied (every matching rule, merged), and
// anything else -> 404.html with status 404. Responses are gzipped when the client accepts it.
// The rules are read by Netlify's own parsers and matched the way the host does, by the module the
// build's Content-Security-Policy step uses too (plugins/content-security-policy/static-host-rules.mjs).
// POSTs are form submissions, answered the way Netlify Forms does (scripts/netlify-forms.mjs).
//
// Paths are decoded one segment at a time. A segment that does not decode, or decodes to "/",
// ".", ".." or a NUL (`/a%2Fb`, `/%2e%2e/`), never names a file: it answers 404.
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { createGzip } from "node:zlib";
import { headersFor, readHeaderRules, readRedirectRules, redirectFor } from "../plugins/content-security-policy/static-host-rules.mjs";
import { netlifyForms } from "./netlify-forms.mjs";

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
  ".map": "application/json; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** What Netlify sends when no `_headers` rule sets Cache-Control. */
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The host reads these files; it never serves them. */
const CONFIG_FILES = new Set(["/_headers", "/_redirects"]);

/** The decoded path, or null when a segment cannot name a file. */
export function decodedPath(rawPathname) {
  const segments = rawPathname.split("/");
  const decoded = [];
  for (const segment of segments) {
    let value;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value.includes("/") || value.includes("\0") || value === "." || value === "..") return null;
    decoded.push(value);
  }
  return decoded.join("/");
}

async function fileAt(path) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

export async function startStaticServer({ root = "public", port = 0, host = "127.0.0.1", forms: formOptions = {} } = {}) {
  const publicDir = resolve(root);
  const notFoundPage = join(publicDir, "404.html");
  // A missing file has no rules.
  const headerRules = await readHeaderRules(join(publicDir, "_headers"));
  const redirectRules = await readRedirectRules(join(publicDir, "_redirects"));
  const forms = netlifyForms({ publicDir, ...formOptions });

  /** The file that answers a decoded path: the file itself, or a folder's index.html (needsSlash when the URL lacks it). */
  async function resolveFile(pathname) {
    if (CONFIG_FILES.has(pathname)) return null;
    const target = join(publicDir, pathname);
    if (target !== publicDir && !target.startsWith(publicDir + sep)) return null;
    const info = await fileAt(target);
    if (info?.isFile()) return { file: target, size: info.size, needsSlash: false };
    if (info?.isDirectory()) {
      const index = join(target, "index.html");
      const indexInfo = await fileAt(index);
      if (indexInfo?.isFile()) return { file: index, size: indexInfo.size, needsSlash: !pathname.endsWith("/") };
    }
    return null;
  }

  function send(req, res, status, found, headerPath) {
    const type = CONTENT_TYPES[extname(found.file).toLowerCase()] ?? "application/octet-stream";
    const headers = { "cache-control": DEFAULT_CACHE_CONTROL, ...headersFor(headerRules, headerPath), "content-type": type };
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    if (gzip) headers["content-encoding"] = "gzip";
    else headers["content-length"] = String(found.size);
    res.writeHead(status, headers);
    if (req.method === "HEAD") return res.end();
    const stream = createReadStream(found.file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  }

  function redirect(res, status, location) {
    res.writeHead(status, { location, "cache-control": DEFAULT_CACHE_CONTROL });
    res.end();
  }

  async function notFound(req, res, headerPath, page = notFoundPage, status = 404) {
    const info = await fileAt(page);
    if (info?.isFile()) return send(req, res, status, { file: page, size: info.size }, headerPath);
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Not found");
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const pathname = decodedPath(url.pathname);
    // Rules are matched against the decoded path, the one that names the file.
    const rulePath = pathname ?? url.pathname;
    const found = pathname === null ? null : await resolveFile(pathname);

    // A form submission; once accepted, the page at its path answers it, as on Netlify.
    if (req.method === "POST") {
      const { status } = await forms.receive(req, rulePath);
      if (status === 404) return notFound(req, res, rulePath);
      if (status !== 200) {
        res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
        return res.end(`Form submission refused (${status})`);
      }
    }

    const rule = redirectFor(redirectRules, rulePath, url.search, found !== null);
    if (rule) {
      const { status } = rule.rule;
      if (status >= 300 && status < 400) return redirect(res, status, rule.to.includes("?") ? rule.to : `${rule.to}${url.search}`);
      const target = await resolveFile(decodedPath(rule.to.split("?")[0]) ?? rule.to);
      if (status === 200) return target ? send(req, res, 200, target, rulePath) : notFound(req, res, rulePath);
      return notFound(req, res, rulePath, target?.file, status);
    }
    if (found?.needsSlash) return redirect(res, 301, `${url.pathname}/${url.search}`);
    if (found) return send(req, res, 200, found, rulePath);
    return notFound(req, res, rulePath);
  });

  await new Promise((done) => server.listen(port, host, done));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    submissionsFile: forms.submissionsFile,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
