export interface Fingerprint {
  key: string;
  files: Record<string, string | null>;
  missing: string[];
  outputs: Record<string, number>;
}
/** Changes with the compile options (CMS settings included), the build code and the tools' versions. */
export function compilationKey(options: Record<string, unknown>): string;
export function fingerprintOf(compilation: {
  key: string;
  files: Iterable<string>;
  missing: Iterable<string>;
  outputDir: string;
  outputs: Iterable<string>;
}): Fingerprint;
export function staleReason(recorded: Fingerprint | null, key: string, outputDir: string): string | null;
export function readFingerprint(file: string): Promise<Fingerprint | null>;
export function writeFingerprint(file: string, fingerprint: Fingerprint): Promise<void>;
export function hash(data: string | Buffer): string;
