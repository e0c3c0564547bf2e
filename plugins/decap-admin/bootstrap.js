// The editor's start-up, bundled ahead of the site's own entry (src/cms/cms.ts): the two calls Gatsby's
// Link makes on the page's loader (the previews draw the site's templates, whose links are Links),
// Decap started unless the entry starts it itself (`manualInit`), and the preview frame's stylesheet.
import CMS from "decap-cms-app";

/* global CMS_MANUAL_INIT */
window.___loader = { enqueue: () => {}, hovering: () => {} };
if (!CMS_MANUAL_INIT) CMS.init();
// The stylesheet the entry's CSS imports become (webpack.config.js, MiniCssExtractPlugin).
CMS.registerPreviewStyle("cms.css");
