export const SITE_FILES: string[];
export interface SiteCopy {
  dir: string;
  remove: () => void;
}
export function copySite(options?: { projectRoot?: string; prefix?: string }): SiteCopy;
