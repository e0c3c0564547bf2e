// Entry of the /admin/ bundle (built by plugins/decap-admin, never part of the public pages).
import CMS from "decap-cms-app";
import { collections, isCollection } from "../content/schema";
import { cmsConfig, optionalFieldNames } from "./config";
import { isEmptyOptional } from "./empty-fields";
import { BlogPostPreview, LegalPagePreview } from "./previews";
import "./preview.css";

CMS.registerPreviewTemplate("blog", BlogPostPreview);
CMS.registerPreviewTemplate("privacy", LegalPagePreview);
CMS.registerPreviewTemplate("terms", LegalPagePreview);

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const collection = entry.get("collection");
    const optional = isCollection(collection) ? optionalFieldNames(collections[collection]) : [];
    return entry.get("data").filter((value: unknown, name: string) => !isEmptyOptional(name, value, optional));
  },
});

CMS.init({ config: cmsConfig });
