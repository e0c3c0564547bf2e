// The contact form's mode, read from CONTACT_FORM when the build starts (see mode.js and
// docs/contact-form.md). What it changes:
// - every webpack stage (browser bundle, HTML renderer, develop) gets the constant __CONTACT_FORM__
//   ("demo" or "netlify") through a DefinePlugin of its own. src/ compares it inline
//   (`__CONTACT_FORM__ === "netlify"`), so webpack drops the other mode's branches and their
//   imports at parse time: the demo build's contact page ships the same JavaScript as before.
//   A constant rather than process.env: the renderer drops every non-GATSBY_ variable
//   (plugins/build-tuning/renderer-environment.ts), and the browser bundle never sees one.
// - the thank-you page (src/pages/contact/thanks.tsx) is built only in netlify mode: in demo
//   mode nothing is sent, so no page may say it was.
// - an unknown value stops the build in onPreInit, naming CONTACT_FORM.
// Checked with gatsby 5.16 / webpack 5. Guarded by __tests__/build/contact-netlify.build.test.ts
// (netlify markup, thank-you page, browser tests) and __tests__/e2e/contact.e2e.test.ts (the default).
const { THANKS_PAGE, readContactFormMode } = require("./mode");

const setting = () => readContactFormMode(process.env);

exports.onPreInit = ({ reporter }) => {
  const read = setting();
  if (!read.ok) reporter.panic(read.message);
  else if (read.mode !== "demo") reporter.info(`Contact form: ${read.mode} (CONTACT_FORM)`);
};

exports.onCreateWebpackConfig = ({ actions, plugins }) => {
  const read = setting();
  const mode = read.ok ? read.mode : "demo";
  actions.setWebpackConfig({ plugins: [plugins.define({ __CONTACT_FORM__: JSON.stringify(mode) })] });
};

exports.onCreatePage = ({ page, actions }) => {
  const read = setting();
  if (page.path === THANKS_PAGE && !(read.ok && read.mode === "netlify")) actions.deletePage(page);
};
