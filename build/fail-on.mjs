// @ts-check
/**
 * Throws `step: error`, one error a line, when a tool reports errors (Netlify's parsers give
 * `{ message }` objects, Pagefind strings). Plain ES module, so scripts Node runs as-is can import it.
 * @param {string} step
 * @param {ReadonlyArray<string | { message: string }>} errors
 */
export function failOn(step, errors) {
  if (errors.length > 0) throw new Error(`${step}: ${errors.map((error) => (typeof error === "string" ? error : error.message)).join("\n")}`);
}
