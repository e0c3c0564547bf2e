// @ts-check
/**
 * Throws when a tool reports errors, naming the step: `step: error`, one error a line. Netlify's
 * parsers report `{ message }` objects, Pagefind's API strings. Plain ES module, so the build, the
 * local host (scripts/) and test helpers that Node runs as they are can import it.
 * @param {string} step
 * @param {ReadonlyArray<string | { message: string }>} errors
 */
export function failOn(step, errors) {
  if (errors.length > 0) throw new Error(`${step}: ${errors.map((error) => (typeof error === "string" ? error : error.message)).join("\n")}`);
}
