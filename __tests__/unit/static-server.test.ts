/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { decodedPath, startStaticServer, type StaticServer } from "../../scripts/static-server.mjs";

let root: string;
let server: StaticServer;

const files: Record<string, string> = {
  "index.html": "home",
  "404.html": "not found",
  "about/index.html": "about",
  "dashboard/[...].html": "dashboard",
  "admin/index.html": "admin",
  "admin/cms.js": "cms",
  "app-1234.js": "app",
  "gone.html": "gone",
  _headers: [
    "/*",
    "  X-Frame-Options: DENY",
    "/app-1234.js",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/admin/*",
    "  Cache-Control: no-cache",
    "/about/*",
    "  Content-Security-Policy: default-src 'self'",
  ].join("\n"),
  // The dashboard's rewrite as gatsby-adapter-netlify writes it, after the file it moved.
  _redirects: [
    "/dashboard/*  /dashboard/[...].html  200",
    "/old/*  /about/  301",
    "/removed  /gone.html  410",
    "/about/  /nowhere/  302",
    "/wiki/*  /articles/:splat  301",
  ].join("\n"),
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-server-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  server = await startStaticServer({ root });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request, so the path reaches the server exactly as written (no URL normalisation). */
function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("static server", () => {
  it.each([
    ["/", 200, "home"],
    ["/about/", 200, "about"],
    ["/dashboard/", 200, "dashboard"],
    ["/dashboard/settings/deep", 200, "dashboard"],
    ["/nope", 404, "not found"],
    ["/removed", 410, "gone"],
    ["/a%2Fb", 404, "not found"],
    // The URL standard reads "%2e" segments as dot segments, as browsers do before sending.
    ["/about/%2e%2e/index.html", 200, "home"],
    ["/about/..%2Findex.html", 404, "not found"],
    ["/%2e%2e/%2e%2e/etc/passwd", 404, "not found"],
    ["/blog/%E0%A4%A", 404, "not found"],
    ["/%00", 404, "not found"],
    ["/_headers", 404, "not found"],
    ["/_redirects", 404, "not found"],
    ["/%61bout/", 200, "about"],
    // Names no file can have: a segment longer than the file system allows, a path through a file.
    [`/${"a".repeat(2000)}`, 404, "not found"],
    ["/gone.html/below", 404, "not found"],
  ])("GET %s answers %i", async (path, status, body) => {
    const response = await get(path);
    expect([response.status, response.body]).toEqual([status, body]);
  });

  it("adds the trailing slash to a folder, keeping the query", async () => {
    const response = await get("/about?x=1");
    expect([response.status, response.headers.location]).toEqual([301, "/about/?x=1"]);
  });

  it("redirects by _redirects, keeping the query, and lets files shadow non-forced rules", async () => {
    const moved = await get("/old/page?utm=1");
    expect([moved.status, moved.headers.location]).toEqual([301, "/about/?utm=1"]);
    // "/about/  /nowhere/  302" never applies: /about/ is a file.
    expect((await get("/about/")).status).toBe(200);
  });

  it("applies every matching _headers rule, and Netlify's Cache-Control where no rule sets one", async () => {
    const about = await get("/about/");
    expect(about.headers["x-frame-options"]).toBe("DENY");
    expect(about.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(about.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get("/app-1234.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/admin/cms.js")).headers["cache-control"]).toBe("no-cache");
  });

  it("sends a splat redirect to a non-ASCII path with its Location percent-encoded", async () => {
    const response = await get("/wiki/caf%C3%A9/na%C3%AFve");
    expect([response.status, response.headers.location]).toEqual([301, "/articles/caf%C3%A9/na%C3%AFve"]);
  });

  it("matches rules against the request path for rewrites and 404s", async () => {
    expect((await get("/about/nope")).headers["content-security-policy"]).toBe("default-src 'self'");
    expect((await get("/nope")).headers["content-security-policy"]).toBeUndefined();
    expect((await get("/dashboard/x")).headers["x-frame-options"]).toBe("DENY");
  });
});

describe("decodedPath", () => {
  it.each([
    ["/caf%C3%A9/", "/café/"],
    ["/a%20b", "/a b"],
    ["/100%25", "/100%"],
    ["/a%2Fb", null],
    ["/a%2fb", null],
    ["/%2E/", null],
    ["/x/%2e%2e/", null],
    ["/bad%zz", null],
    ["/blog/%E0%A4%A", null],
  ])("%s -> %s", (raw, decoded) => {
    expect(decodedPath(raw)).toBe(decoded);
  });
});

/** Bytes written straight to the server's socket, and what came back (a request Node's client would not send). */
function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((done, fail) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => done(answer));
    socket.on("error", fail);
  });
}

describe("requests the host refuses", () => {
  it.each([
    ["a request line with a URL that does not parse", "GET http://:80/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["a request Node's parser refuses", "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"],
  ])("answers 400 to %s and goes on serving", async (_case, text) => {
    expect(await rawRequest(text)).toMatch(/^HTTP\/1\.1 400 /);
    expect((await get("/")).status).toBe(200);
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers 405 to %s, naming the methods it takes", async (method) => {
    const response = await fetch(`${server.url}/about/`, { method, body: method === "OPTIONS" ? undefined : "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect((await get("/about/")).status).toBe(200);
  });
});
