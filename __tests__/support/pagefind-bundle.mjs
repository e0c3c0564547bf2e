// The bundle Pagefind writes for some pages, as a list of [file, SHA-256 of its bytes], printed as JSON.
// A separate process: Pagefind's Node API is an ES module only, which Jest's CommonJS cannot load.
//
//   node __tests__/support/pagefind-bundle.mjs <pages.json>
//
// pages.json: [{ "file": "blog/a/index.html", "content": "<html>..." }, ...], added in that order
// with Pagefind's addHTMLFile, forceLanguage "en" (as plugins/search-index does).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import * as pagefind from "pagefind";
import { failOn } from "../../build/fail-on.mjs";

const pages = JSON.parse(readFileSync(process.argv[2], "utf8"));
try {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  failOn("createIndex", errors);
  const added = await Promise.all(pages.map(({ file, content }) => index.addHTMLFile({ sourcePath: file, content })));
  added.forEach((result, position) => failOn(`addHTMLFile ${pages[position].file}`, result.errors));
  const { files, errors: fileErrors } = await index.getFiles();
  failOn("getFiles", fileErrors);
  const digests = files.map(({ path, content }) => [path, createHash("sha256").update(content).digest("hex")]).sort(([a], [b]) => (a < b ? -1 : 1));
  process.stdout.write(JSON.stringify(digests));
} finally {
  await pagefind.close();
}
