import { takeCspViolations } from "./browser";

// Any Content-Security-Policy violation a tracked page reports fails the test during which it
// happened (or, when a page opened in beforeAll reports it, the first test of the file).
afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`The browser reported Content-Security-Policy violations:\n  ${violations.join("\n  ")}`);
});
