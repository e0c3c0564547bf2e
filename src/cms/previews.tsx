import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { BlogPostView } from "../templates/blog-post";
import { LegalPageView } from "../templates/legal-page";
import { SupportPageView } from "../templates/support-page";
import { PlaceholderView } from "../components/PlaceholderView";
import { supportSection } from "../data/support";
import { SCHEMA_COLLECTION } from "./config";
import { CoverFrame } from "../components/blog/PostCover";
import { AuthorHeader } from "../components/blog/AuthorHeader";
import { AUTHOR_LINKS } from "../content/vocabulary";
import { PreviewFrame } from "./PreviewFrame";
import { RefusedContent } from "./RefusedContent";
import { blogPostViewProps, legalPageViewProps, supportPageViewProps, type EntryData } from "./preview-props";

// The site's time zone (siteMetadata.timeZone), written in by plugins/decap-admin: the preview's
// "Scheduled for" badge decides as the build does.
declare const SITE_TIME_ZONE: string;

const entryData = (entry: PreviewTemplateComponentProps["entry"]): EntryData => entry.get("data")?.toJS() ?? {};

const bodyOf = (data: EntryData) => (typeof data.body === "string" ? data.body : "");

/** The uploaded cover as the page will frame it (the build then makes its sizes and formats). */
function PreviewCover({ src, alt }: { src: string; alt: string }) {
  return (
    <CoverFrame>
      <img src={src} alt={alt} style={{ display: "block", width: "100%", aspectRatio: "16 / 9", objectFit: "cover" }} />
    </CoverFrame>
  );
}

/**
 * The name of the author a post names: the author field (a relation) hands the editor the chosen
 * author's file as it loads or changes; until then, the slug as written.
 */
function authorName(fieldsMetaData: PreviewTemplateComponentProps["fieldsMetaData"] | undefined, slug: unknown): string {
  const name: unknown = typeof slug === "string" ? fieldsMetaData?.getIn(["author", "authors", slug, "title"]) : undefined;
  return typeof name === "string" && name !== "" ? name : typeof slug === "string" ? slug : "";
}

/** A blog post in the editor's preview pane, drawn by the same component as the published page. */
export function BlogPostPreview({ entry, document, getAsset, fieldsMetaData }: PreviewTemplateComponentProps) {
  const data = entryData(entry);
  // Decap's asset store: an uploaded file's blob URL, or the file beside the entry once loaded ("" until then).
  const assetUrl = (path: string) => getAsset?.(path)?.url || path;
  const cover = typeof data.cover === "string" && data.cover !== "" ? getAsset?.(data.cover)?.url : undefined;
  const coverAlt = typeof data.coverAlt === "string" ? data.coverAlt : "";
  return (
    <PreviewFrame document={document}>
      <RefusedContent body={bodyOf(data)} />
      <BlogPostView
        {...blogPostViewProps(data, assetUrl, new Date(), SITE_TIME_ZONE)}
        author={{ name: authorName(fieldsMetaData, data.author) }}
        cover={cover ? <PreviewCover src={cover} alt={coverAlt} /> : undefined}
      />
    </PreviewFrame>
  );
}

/** A legal page in the editor's preview pane, drawn by the same component as the published page. */
export function LegalPagePreview({ entry, document }: PreviewTemplateComponentProps) {
  const data = entryData(entry);
  return (
    <PreviewFrame document={document}>
      <RefusedContent body={bodyOf(data)} />
      <LegalPageView {...legalPageViewProps(data)} />
    </PreviewFrame>
  );
}

/**
 * A help category, help article or docs page in the editor's preview pane: the published page's
 * component for an entry with a body, the "Under Development" page the site shows for one without.
 */
export function SupportPagePreview({ entry, document, getAsset }: PreviewTemplateComponentProps) {
  const data = entryData(entry);
  const collection = SCHEMA_COLLECTION[entry.get("collection") as string] ?? "help";
  const props = supportPageViewProps(data, collection, (path) => getAsset?.(path)?.url || path);
  const title = typeof data.title === "string" ? data.title : "";
  const summary = typeof data.summary === "string" ? data.summary : undefined;
  return (
    <PreviewFrame document={document}>
      <RefusedContent body={bodyOf(data)} />
      {props ? (
        <SupportPageView {...props} />
      ) : (
        <PlaceholderView kind={data.kind === "article" ? "article" : "page"} title={title} summary={summary} back={supportSection(collection).back} />
      )}
    </PreviewFrame>
  );
}

/** An author in the editor's preview pane: the header of their list of posts, drawn by the same component as the published page. */
export function AuthorPreview({ entry, document, getAsset }: PreviewTemplateComponentProps) {
  const data = entryData(entry);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const photo = text(data.photo) ? getAsset?.(text(data.photo))?.url : undefined;
  return (
    <PreviewFrame document={document}>
      <AuthorHeader
        name={text(data.title)}
        role={text(data.role)}
        bio={text(data.bio)}
        photo={
          photo && (
            // The frame of the published page's photo (AuthorPhoto).
            <span className="author-photo" data-size="lg">
              <img src={photo} alt="" style={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }} />
            </span>
          )
        }
        links={AUTHOR_LINKS.flatMap(({ name, label }) => (text(data[name]) ? [{ label, href: text(data[name]) }] : []))}
      />
    </PreviewFrame>
  );
}
