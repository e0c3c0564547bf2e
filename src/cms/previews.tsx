import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { BlogPostView } from "../templates/blog-post";
import { LegalPageView } from "../templates/legal-page";
import { PreviewFrame } from "./PreviewFrame";
import { blogPostViewProps, legalPageViewProps, type EntryData } from "./preview-props";

const entryData = (entry: PreviewTemplateComponentProps["entry"]): EntryData => entry.get("data")?.toJS() ?? {};

/** A blog post in the editor's preview pane, drawn by the same component as the published page. */
export function BlogPostPreview({ entry, document }: PreviewTemplateComponentProps) {
  return (
    <PreviewFrame document={document}>
      <BlogPostView {...blogPostViewProps(entryData(entry))} />
    </PreviewFrame>
  );
}

/** A legal page in the editor's preview pane, drawn by the same component as the published page. */
export function LegalPagePreview({ entry, document }: PreviewTemplateComponentProps) {
  return (
    <PreviewFrame document={document}>
      <LegalPageView {...legalPageViewProps(entryData(entry))} />
    </PreviewFrame>
  );
}
