import { findChromium } from "../../e2e/support/chromium";

if (!process.env.DEVELOP_URL || !process.env.DEVELOP_SITE_DIR) {
  throw new Error("DEVELOP_URL / DEVELOP_SITE_DIR are not set: run these tests through `npm run test:develop`.");
}
process.env.CHROME_PATH = findChromium();
// The shared browser helpers treat E2E_BASE_URL as the site under test (its origin is "own").
process.env.E2E_BASE_URL = process.env.DEVELOP_URL;
