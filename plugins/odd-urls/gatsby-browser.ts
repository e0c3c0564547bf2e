// Odd addresses: repairs the address before Gatsby's router reads it, and turns navigations to such
// addresses into full page loads by wrapping Gatsby's private `window.___navigate` (src/lib/odd-urls.ts).
// Why: Gatsby's runtime throws or unmounts the page on `/100%`, `/a%2Fb`, `/%00` (gatsbyjs/gatsby#23580;
// docs/overrides.md#survivors, docs/security-headers.md).
// Checked against gatsby 5.16.1 (its loader's path decoding), @gatsbyjs/reach-router 2.0.1, gatsby-link 5.16.0.
// Guard: __tests__/unit/odd-urls.test.ts, __tests__/e2e/odd-urls.e2e.test.ts.
import type { GatsbyBrowser } from "gatsby";
import { guardNavigation, repairLocation } from "../../src/lib/odd-urls";

// At module evaluation: the first plugin in gatsby-config, so before Gatsby's router module reads the address.
repairLocation(window);

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => guardNavigation(window);
