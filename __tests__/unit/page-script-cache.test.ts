/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  collectScriptHashes,
  inlineScripts,
  scriptHash,
  parserFingerprint,
  SCRIPT_PARSER_FINGERPRINT,
  SCRIPT_PARSER_SOURCES,
} from "../../plugins/content-security-policy/policy";

/** Every inline script's hash, known or not: what the cache and the count are tested with. */
const hashesOf = (html: string) => inlineScripts(html).map(scriptHash);
import { pageHashesWithCache, parseCache, restamped, type ScriptHashCache } from "../../plugins/content-security-policy/page-script-cache";
import { fileStamp } from "../../build/public-files.mjs";

const FINGERPRINT = "parser-1";

/** A site on paper: file → [stamp, html]; `scan` runs the step over it with the cache given. */
function scan(site: Record<string, [string, string]>, previous?: ScriptHashCache, fingerprint = FINGERPRINT) {
  const files = Object.keys(site).sort();
  const result = pageHashesWithCache(
    files.map((file) => ({ file, stamp: site[file][0] })),
    previous,
    fingerprint,
    (file) => hashesOf(site[file][1]),
  );
  // Through the disk format, as the next build would read it.
  return { ...result, cache: parseCache(JSON.stringify(result.cache), fingerprint)!, policy: collectScriptHashes(result.pages) };
}

const fullRead = (site: Record<string, [string, string]>) => scan(site).policy;

const page = (...scripts: string[]) => `<html><body>${scripts.map((script) => `<script>${script}</script>`).join("")}</body></html>`;

describe("the inline script hashes cached between builds", () => {
  const site: Record<string, [string, string]> = {
    "index.html": ["s1", page("shared()", "home()")],
    "blog/a/index.html": ["s1", page("shared()")],
    "blog/b/index.html": ["s1", page("shared()", "b()")],
    "404.html": ["s1", page("shared()", "notFound()")],
  };

  it("reads every page when there is no cache, and the cache then holds every page", () => {
    const first = scan(site);
    expect(first.read).toEqual(Object.keys(site).sort());
    expect(Object.keys(first.cache.pages).sort()).toEqual(Object.keys(site).sort());
    expect(first.policy).toEqual(["shared()", "notFound()", "b()", "home()"].map((script) => hashesOf(page(script))[0]));
  });

  it("reads nothing when no page changed, and gives the same policy", () => {
    const first = scan(site);
    const second = scan(site, first.cache);
    expect(second.read).toEqual([]);
    expect(second.policy).toEqual(first.policy);
    expect(second.cache).toEqual(first.cache);
  });

  it.each([
    ["a page whose stamp changed", "blog/a/index.html", "s2", "a()"],
    ["a page new to the build", "blog/c/index.html", "s1", "c()"],
  ])("reads only %s, and its new scripts enter the policy", (_, file, stamp, script) => {
    const first = scan(site);
    const changed = { ...site, [file]: [stamp, page("shared()", script)] as [string, string] };
    const second = scan(changed, first.cache);
    expect(second.read).toEqual([file]);
    expect(second.policy).toEqual(fullRead(changed));
    expect(second.policy).toContain(hashesOf(page(script))[0]);
  });

  it("keeps a page's cached hashes while its stamp is unchanged, even if its text is not read", () => {
    const first = scan(site);
    // Same stamp, different text: the cache is trusted (the stamp is what says a file was written).
    const sameStamp = { ...site, "blog/a/index.html": ["s1", page("other()")] as [string, string] };
    expect(scan(sameStamp, first.cache).policy).toEqual(first.policy);
  });

  it("drops the hashes of pages no longer built", () => {
    const first = scan(site);
    const { ["blog/b/index.html"]: removed, ...rest } = site;
    expect(removed).toBeDefined();
    const second = scan(rest, first.cache);
    expect(second.read).toEqual([]);
    expect(second.policy).not.toContain(hashesOf(page("b()"))[0]);
    expect(second.policy).toEqual(fullRead(rest));
    expect(Object.keys(second.cache.pages)).not.toContain("blog/b/index.html");
    expect(second.cache.hashes).not.toContain(hashesOf(page("b()"))[0]);
  });

  it("reads everything again when the cache comes from another parser, or is damaged", () => {
    const first = scan(site);
    expect(scan(site, first.cache, "parser-2").read).toHaveLength(4);
    expect(parseCache(JSON.stringify(first.cache), "parser-2")).toBeUndefined();
    expect(parseCache("{not json", FINGERPRINT)).toBeUndefined();
    expect(parseCache(JSON.stringify({ fingerprint: FINGERPRINT }), FINGERPRINT)).toBeUndefined();
    expect(parseCache(undefined, FINGERPRINT)).toBeUndefined();
    // A page entry pointing past the hash table is read again rather than trusted.
    const broken = { ...first.cache, hashes: [] };
    expect(scan(site, broken).read).toHaveLength(4);
    expect(scan(site, broken).policy).toEqual(first.policy);
  });

  it("restamps a page the step rewrote itself, keeping its hashes", () => {
    const first = scan(site);
    const cache = restamped(first.cache, "404.html", "s9");
    const rewritten = { ...site, "404.html": ["s9", site["404.html"][1]] as [string, string] };
    const second = scan(rewritten, cache);
    expect(second.read).toEqual([]);
    expect(second.policy).toEqual(first.policy);
    expect(() => restamped(first.cache, "missing.html", "s1")).toThrow(/missing\.html/);
  });

  it("reads every page again after the build's parser changes (its fingerprint covers the parser's code)", () => {
    // The fingerprint is taken from the parser's own source: the function that finds inline scripts is part of it.
    expect(SCRIPT_PARSER_SOURCES).toContain(inlineScripts.toString());
    expect(parserFingerprint(SCRIPT_PARSER_SOURCES)).toBe(SCRIPT_PARSER_FINGERPRINT);
    // A parser that also ran `text/babel` scripts, or whose script pattern changed, is another parser.
    const edited = (index: number, text: string) => SCRIPT_PARSER_SOURCES.map((source, at) => (at === index ? text : source));
    const changed = [
      edited(2, `${SCRIPT_PARSER_SOURCES[2]},text/babel`),
      edited(0, SCRIPT_PARSER_SOURCES[0].replace("script", "SCRIPT")),
      edited(3, inlineScripts.toString().replace("scripts.push(body)", "scripts.push(body.trim())")),
    ].map(parserFingerprint);
    expect(new Set([SCRIPT_PARSER_FINGERPRINT, ...changed]).size).toBe(4);
    // A cache written by this build's parser is not trusted by the changed one: every page is read again.
    const first = scan(site, undefined, SCRIPT_PARSER_FINGERPRINT);
    expect(scan(site, first.cache, SCRIPT_PARSER_FINGERPRINT).read).toEqual([]);
    for (const fingerprint of changed) {
      expect(parseCache(JSON.stringify(first.cache), fingerprint)).toBeUndefined();
      expect(scan(site, first.cache, fingerprint).read).toEqual(Object.keys(site).sort());
    }
  });
});

describe("a page file's stamp", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "page-stamp-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const stamp = (file: string) => fileStamp(statSync(file, { bigint: true }));

  it("changes when the file is written again, even with the same size and its old modification time put back", () => {
    const file = join(dir, "index.html");
    writeFileSync(file, "<script>a()</script>");
    const before = stamp(file);
    const { atime, mtime } = statSync(file);
    expect(stamp(file)).toBe(before);
    writeFileSync(file, "<script>b()</script>");
    utimesSync(file, atime, mtime);
    expect(stamp(file)).not.toBe(before);
  });
});
