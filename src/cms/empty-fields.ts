/**
 * True for a value a writer left empty in an optional field. The CMS drops such fields before
 * saving: the build rejects `readTime: ""` or `slug: ""`, but accepts the field left out; an empty
 * list of old addresses is left out too.
 */
export function isEmptyOptional(name: string, value: unknown, optionalNames: readonly string[]): boolean {
  if (!optionalNames.includes(name)) return false;
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return true;
  // An empty list (redirectFrom with no address): an array, or Decap's Immutable List while editing.
  return (Array.isArray(value) && value.length === 0) || (typeof value === "object" && (value as { size?: unknown }).size === 0);
}
