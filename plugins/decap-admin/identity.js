// Netlify Identity's sign-in for the git-gateway backend (bundled only when used): after an invitation or
// reset link, which open the home page, the writer is sent on to the editor.
import netlifyIdentity from "netlify-identity-widget";

/* global CMS_PUBLIC_PATH, __PATH_PREFIX__ */
window.netlifyIdentity = netlifyIdentity;
const toEditor = () => netlifyIdentity.on("login", () => (document.location.href = `${__PATH_PREFIX__}/${CMS_PUBLIC_PATH}/`));
netlifyIdentity.on("init", (user) => {
  if (!user) toEditor();
  else netlifyIdentity.on("logout", toEditor);
});
netlifyIdentity.init();
