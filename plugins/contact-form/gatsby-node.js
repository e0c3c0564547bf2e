// The contact form's mode from CONTACT_FORM (mode.js): the constant __CONTACT_FORM__ ("demo" or "netlify")
// in every webpack stage, the thank-you page only in netlify mode; an unknown value stops the build.
// Why: webpack drops the other mode's code at parse time (docs/contact-form.md).
// Checked against gatsby 5.16 and webpack 5.98.
// Guard: __tests__/build/contact-netlify.build.test.ts and __tests__/e2e/contact.e2e.test.ts (the default).
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
