/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copySite, KEPT_CACHES, SITE_FILES } from "../../scripts/site-copy.mjs";

let scratch: string;
let projectRoot: string;
let copies: string;

/** A project with every file the copy takes, each holding its own name. */
function makeProject(root: string) {
  for (const name of SITE_FILES) {
    if (name.includes(".")) writeFileSync(join(root, name), name);
    else {
      mkdirSync(join(root, name), { recursive: true });
      writeFileSync(join(root, name, "file.txt"), name);
    }
  }
  mkdirSync(join(root, "node_modules"));
  mkdirSync(join(root, "public"));
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "site-copy-test-"));
  projectRoot = join(scratch, "project");
  copies = join(scratch, "copies");
  mkdirSync(projectRoot);
  makeProject(projectRoot);
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

test("copies what Gatsby reads and links node_modules, nothing else", () => {
  const copy = copySite({ projectRoot, copies });
  for (const name of SITE_FILES) expect(existsSync(join(copy.dir, name))).toBe(true);
  expect(readFileSync(join(copy.dir, "src/file.txt"), "utf8")).toBe("src");
  expect(existsSync(join(copy.dir, "node_modules"))).toBe(true);
  expect(existsSync(join(copy.dir, "public"))).toBe(false);
  copy.remove();
});

test("a later copy reuses the folder and finds the compilers' caches, and nothing else of the last copy", () => {
  const first = copySite({ projectRoot, copies });
  for (const cache of [...KEPT_CACHES, "redux", "page-ssr"]) {
    mkdirSync(join(first.dir, ".cache", cache), { recursive: true });
    writeFileSync(join(first.dir, ".cache", cache, "entry"), cache);
  }
  mkdirSync(join(first.dir, "public"));
  writeFileSync(join(first.dir, "src/added-by-a-test.tsx"), "");
  first.remove();

  const second = copySite({ projectRoot, copies });
  expect(second.dir).toBe(first.dir);
  expect(KEPT_CACHES).toEqual(expect.arrayContaining(["webpack", ".parcel-cache"]));
  for (const cache of KEPT_CACHES) expect(readFileSync(join(second.dir, ".cache", cache, "entry"), "utf8")).toBe(cache);
  expect(existsSync(join(second.dir, ".cache/redux"))).toBe(false);
  expect(existsSync(join(second.dir, ".cache/page-ssr"))).toBe(false);
  expect(existsSync(join(second.dir, "public"))).toBe(false);
  expect(existsSync(join(second.dir, "src/added-by-a-test.tsx"))).toBe(false);
  second.remove();
});

test("copies in use at once get folders of their own", () => {
  const one = copySite({ projectRoot, copies });
  const two = copySite({ projectRoot, copies });
  expect(two.dir).not.toBe(one.dir);
  one.remove();
  const three = copySite({ projectRoot, copies });
  expect(three.dir).toBe(one.dir);
  two.remove();
  three.remove();
});

test("a folder whose holder has ended is taken over", () => {
  const ended = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  const deadPid = Number(ended.stdout);
  mkdirSync(join(copies, "0.lock"), { recursive: true });
  writeFileSync(join(copies, "0.lock/pid"), String(deadPid));
  const copy = copySite({ projectRoot, copies });
  expect(copy.dir).toBe(join(copies, "0"));
  expect(readFileSync(join(copies, "0.lock/pid"), "utf8")).toBe(String(process.pid));
  copy.remove();
  expect(existsSync(join(copies, "0.lock"))).toBe(false);
});
