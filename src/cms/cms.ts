// Entry of the /admin/ bundle (built by plugins/decap-admin, never part of the public pages).
import CMS from "decap-cms-app";
import { collections } from "../content/schema";
import { cmsConfigFor, LOCAL_BACKEND_URL, optionalFieldNames, SCHEMA_COLLECTION } from "./config";
import { isEmptyOptional } from "./empty-fields";
import { AuthorPreview, BlogPostPreview, LegalPagePreview, SupportPagePreview } from "./previews";
import { editorUnavailable, type CmsSettings } from "./settings";
import { localServerAnswers, showUnconfiguredEditor } from "./unconfigured";
import "./preview.css";

// The build's environment, read by gatsby-config.ts and written in by plugins/decap-admin.
declare const CMS_SETTINGS: CmsSettings;

CMS.registerPreviewTemplate("blog", BlogPostPreview);
CMS.registerPreviewTemplate("authors", AuthorPreview);
CMS.registerPreviewTemplate("privacy", LegalPagePreview);
CMS.registerPreviewTemplate("terms", LegalPagePreview);
for (const name of ["help", "help_articles", "docs"]) CMS.registerPreviewTemplate(name, SupportPagePreview);

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const collection = SCHEMA_COLLECTION[entry.get("collection") as string];
    const optional = collection ? optionalFieldNames(collections[collection]) : [];
    return entry.get("data").filter((value: unknown, name: string) => !isEmptyOptional(name, value, optional));
  },
});

async function start(settings: CmsSettings) {
  if (editorUnavailable(settings, window.location.hostname)) {
    showUnconfiguredEditor(document.body);
  } else if (settings.localOnly && !(await localServerAnswers(LOCAL_BACKEND_URL))) {
    // Decap would fall back to the configured git host, which has no repository in this build.
    showUnconfiguredEditor(document.body, "local-server-missing");
  } else {
    CMS.init({ config: cmsConfigFor(settings) });
  }
}

void start(CMS_SETTINGS);
