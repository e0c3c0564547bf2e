/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type HeifOptions } from "sharp";
import { AVIF_EFFORT, defaultAvifEffort } from "../../plugins/build-tuning/avif-effort";
import { onPluginInit } from "../../plugins/build-tuning/gatsby-node";

// gatsby-plugin-sharp's own processing: what its IMAGE_PROCESSING jobs run (gatsby-worker.js).
const { processFile } = jest.requireActual<{
  processFile: (file: string, transforms: { outputPath: string; args: Record<string, unknown> }[], options?: object) => Promise<unknown>;
}>("gatsby-plugin-sharp/process-file");

const originalAvif = sharp.prototype.avif;
let directory: string;
let source: string;

/** A small image with enough detail that the encoder's effort shows in its output. */
async function writeSource(file: string) {
  const stripes = Array.from({ length: 24 }, (_, index) => `<rect x="${index * 10}" width="6" height="160" fill="hsl(${index * 15} 70% 50%)"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><circle cx="120" cy="80" r="70" fill="#123"/>${stripes.join("")}</svg>`;
  await writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer());
}

const encodeAt = (effort: number) => sharp(source).resize(240).avif({ quality: 50, effort }).toBuffer();

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "avif-effort-"));
  source = path.join(directory, "source.png");
  await writeSource(source);
});

afterEach(() => {
  sharp.prototype.avif = originalAvif;
  jest.restoreAllMocks();
});

afterAll(() => rm(directory, { recursive: true, force: true }));

describe("AVIF encoder effort", () => {
  it("is lower than sharp's default, and the two encodings differ (so the tests below can tell them apart)", async () => {
    expect(AVIF_EFFORT).toBeLessThan(4);
    expect((await encodeAt(AVIF_EFFORT)).equals(await encodeAt(4))).toBe(false);
  });

  it("becomes sharp's default for avif(); an effort the caller passes still wins", async () => {
    defaultAvifEffort();
    const defaulted = await sharp(source).resize(240).avif({ quality: 50 }).toBuffer();
    expect(defaulted.equals(await encodeAt(AVIF_EFFORT))).toBe(true);
    const explicit = await sharp(source).resize(240).avif({ quality: 50, effort: 4 }).toBuffer();
    expect(explicit.equals(await encodeAt(4))).toBe(true);
  });

  it("takes the latest default when set twice", async () => {
    defaultAvifEffort(0);
    defaultAvifEffort();
    const defaulted = await sharp(source).resize(240).avif({ quality: 50 }).toBuffer();
    expect(defaulted.equals(await encodeAt(AVIF_EFFORT))).toBe(true);
  });

  it("applies to gatsby-plugin-sharp's image jobs once gatsby-node's onPluginInit has run", async () => {
    const output = path.join(directory, "job", "cover.avif");
    const processJob = () => processFile(source, [{ outputPath: output, args: { width: 240, toFormat: "avif", quality: 50 } }]);
    // sharp's avif() is heif() with AV1 compression: what reaches it is what the encoder gets.
    const heif = jest.spyOn(sharp.prototype, "heif");
    const effortsAsked = () => heif.mock.calls.map(([options]) => (options as HeifOptions).effort);

    // Without the default, gatsby-plugin-sharp passes no effort of its own: sharp's default, 4.
    await processJob();
    expect(effortsAsked()).toEqual([undefined]);
    const atSharpDefault = await readFile(output);

    heif.mockClear();
    (onPluginInit as () => void)();
    await processJob();
    expect(effortsAsked()).toEqual([AVIF_EFFORT]);
    const atSiteDefault = await readFile(output);
    expect(atSiteDefault.equals(atSharpDefault)).toBe(false);
    expect(await sharp(atSiteDefault).metadata()).toMatchObject({ format: "heif", width: 240, compression: "av1" });
  });
});
