// The editor's start-up, ahead of src/cms/cms.ts: the two loader calls Gatsby's Link makes (the previews'
// templates use Links), Decap started unless `manualInit`, and the preview frame's stylesheet.
import CMS from "decap-cms-app";

/* global CMS_MANUAL_INIT */
window.___loader = { enqueue: () => {}, hovering: () => {} };
if (!CMS_MANUAL_INIT) CMS.init();
// The stylesheet the entry's CSS imports become (webpack.config.js, MiniCssExtractPlugin).
CMS.registerPreviewStyle("cms.css");
