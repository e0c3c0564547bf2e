type GlobSync = (pattern: string, options?: object) => string[];
export const PATTERN: string;
export function listFiles(cwd: string): string[] | null;
export function isFileListing(pattern: unknown, options: unknown): boolean;
export function listPublicFilesFast(glob: { sync: GlobSync }): boolean;
export function gatsbysGlob(): { sync: GlobSync };
