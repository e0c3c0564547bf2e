// A static file server that behaves like a static host (Netlify) serving Gatsby's public/:
// /path -> 301 /path/ when a folder exists, /path/ -> /path/index.html,
// a 200 rewrite from public/_redirects when no file matches (e.g. `/dashboard/*  /dashboard/  200`),
// anything else -> 404.html with status 404. Responses are gzipped when the client accepts it.
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { createGzip } from "node:zlib";

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

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info;
  } catch {
    return null;
  }
}

function send(req, res, status, filePath, size) {
  const type = CONTENT_TYPES[extname(filePath).toLowerCase()] ?? "application/octet-stream";
  const headers = { "Content-Type": type, "X-Content-Type-Options": "nosniff" };
  headers["Cache-Control"] = /\.html$|page-data/.test(filePath)
    ? "public, max-age=0, must-revalidate"
    : "public, max-age=31536000, immutable";
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (gzip) headers["Content-Encoding"] = "gzip";
  else headers["Content-Length"] = String(size);
  res.writeHead(status, headers);
  if (req.method === "HEAD") return res.end();
  const stream = createReadStream(filePath);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/**
 * The 200 rewrites of a Netlify `_redirects` file: `from to 200`, where `from` may end in a
 * `/*` splat. Other statuses (real redirects) are not needed by this site and are ignored.
 */
export function parseRewrites(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    const [from, to, status] = line.replace(/#.*/, "").trim().split(/\s+/);
    if (!from || !to || status !== "200") continue;
    rules.push(from.endsWith("/*") ? { prefix: from.slice(0, -1), to } : { exact: from, to });
  }
  return rules;
}

/** The rewrite target for a path, or null. Like Netlify, `/dashboard/*` also matches `/dashboard`. */
export function rewriteFor(rules, pathname) {
  for (const rule of rules) {
    if (rule.exact !== undefined && rule.exact === pathname) return rule.to;
    if (rule.prefix !== undefined && (pathname.startsWith(rule.prefix) || pathname === rule.prefix.slice(0, -1))) return rule.to;
  }
  return null;
}

async function readRewrites(publicDir) {
  try {
    return parseRewrites(await readFile(join(publicDir, "_redirects"), "utf8"));
  } catch {
    return [];
  }
}

export async function startStaticServer({ root = "public", port = 0, host = "127.0.0.1" } = {}) {
  const publicDir = resolve(root);
  const notFoundPage = join(publicDir, "404.html");
  const rewrites = await readRewrites(publicDir);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const target = normalize(join(publicDir, pathname));
    const insideRoot = target === publicDir || target.startsWith(publicDir + sep);
    const info = insideRoot ? await fileAt(target) : null;

    if (info?.isFile()) return send(req, res, 200, target, info.size);
    if (info?.isDirectory()) {
      const index = join(target, "index.html");
      const indexInfo = await fileAt(index);
      if (indexInfo) {
        if (!url.pathname.endsWith("/")) {
          res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
          return res.end();
        }
        return send(req, res, 200, index, indexInfo.size);
      }
    }
    const rewrite = insideRoot ? rewriteFor(rewrites, pathname) : null;
    if (rewrite) {
      const rewritten = join(publicDir, rewrite.endsWith("/") ? `${rewrite}index.html` : rewrite);
      const rewrittenInfo = await fileAt(rewritten);
      if (rewrittenInfo?.isFile()) return send(req, res, 200, rewritten, rewrittenInfo.size);
    }
    const notFound = await fileAt(notFoundPage);
    if (notFound) return send(req, res, 404, notFoundPage, notFound.size);
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not found");
  });

  await new Promise((done) => server.listen(port, host, done));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
