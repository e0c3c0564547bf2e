/**
 * The contact form's mode, set at build time from CONTACT_FORM by plugins/contact-form (a webpack
 * DefinePlugin constant; Jest defines it as "demo"). Compare it inline, `__CONTACT_FORM__ === "netlify"`,
 * so webpack drops the other mode's code from the bundle.
 */
declare const __CONTACT_FORM__: "demo" | "netlify";

/**
 * Prism's language components (`prismjs/components/prism-<name>`): each adds its grammar to Prism when
 * loaded and exports nothing (src/content/code-blocks.js). @types/prismjs declares none of them.
 */
declare module "prismjs/components/prism-*";
