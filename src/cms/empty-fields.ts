/**
 * True for a value a writer left empty in an optional field. The CMS drops such fields before
 * saving: the build rejects `readTime: ""` or `slug: ""`, but accepts the field left out.
 */
export function isEmptyOptional(name: string, value: unknown, optionalNames: readonly string[]): boolean {
  if (!optionalNames.includes(name)) return false;
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}
