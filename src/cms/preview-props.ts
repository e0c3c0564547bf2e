import { displayDate, isoDay } from "../content/dates";
import { countWords, readTimeFor, readTimeMinutes } from "../content/read-time";
import { DEFAULT_TIME_ZONE, releaseOf } from "../content/publishing";
import type { BlogPostViewProps } from "../templates/blog-post";
import type { LegalPageViewProps } from "../templates/legal-page";
import type { SupportPageViewProps } from "../templates/support-page";
import { tableOfContents } from "../content/contents";
import { categoryListPath } from "../content/pagination";
import { markdownPage } from "./markdown-html";

/** An entry's fields as the CMS holds them while a writer edits (anything may still be missing). */
export type EntryData = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Where the editor can show an image the entry refers to (Decap's getAsset), by the name written in the entry. */
export type AssetUrl = (path: string) => string;

/**
 * The props the published post page would pass to BlogPostView for this entry (the cover is drawn
 * by the preview), with the badge a deploy preview shows a draft or scheduled post (at `now`, in the
 * site's time zone).
 */
export function blogPostViewProps(data: EntryData, assetUrl?: AssetUrl, now = new Date(), timeZone = DEFAULT_TIME_ZONE): BlogPostViewProps {
  const body = text(data.body);
  const isoDate = isoDay(data.date);
  const isoUpdated = isoDay(data.updated);
  const page = markdownPage(body, assetUrl);
  const readTime = readTimeFor(data.readTime, countWords(body));
  return {
    title: text(data.title),
    // The author's slug; the preview shows their name once the editor has read their file (previews.tsx).
    author: { name: text(data.author) },
    date: displayDate(isoDate, "day"),
    isoDate,
    category: text(data.category),
    categoryPath: text(data.category) ? categoryListPath(text(data.category)) : null,
    readTime,
    updated: isoUpdated ? { date: displayDate(isoUpdated, "day"), isoDate: isoUpdated } : null,
    release: releaseOf({ draft: data.draft, date: isoDate || null }, now, timeZone),
    html: page.html,
    contents: tableOfContents(page.headings, readTime),
  };
}

/** The props the published legal page would pass to LegalPageView for this entry. */
export function legalPageViewProps(data: EntryData): LegalPageViewProps {
  const body = text(data.body);
  const page = markdownPage(body);
  return {
    title: text(data.title),
    updated: displayDate(isoDay(data.updated), "month"),
    html: page.html,
    contents: tableOfContents(page.headings, readTimeMinutes(body)),
  };
}

/**
 * The props the published help or docs page would pass to SupportPageView for this entry of
 * `collection` (`help` or `docs`), or null for an entry without a body, which the site shows as
 * "Page Under Development" (PlaceholderView).
 */
export function supportPageViewProps(data: EntryData, collection: string, assetUrl?: AssetUrl): SupportPageViewProps | null {
  const body = text(data.body);
  if (body.trim() === "") return null;
  const page = markdownPage(body, assetUrl);
  return {
    collection,
    kind: text(data.kind) || "page",
    title: text(data.title),
    summary: text(data.summary),
    html: page.html,
    contents: tableOfContents(page.headings, readTimeMinutes(body)),
  };
}
