import { readTimeMinutes } from "../content/read-time";
import type { BlogPostViewProps } from "../templates/blog-post";
import type { LegalPageViewProps } from "../templates/legal-page";
import { markdownToHtml } from "./markdown-html";

/** An entry's fields as the CMS holds them while a writer edits (anything may still be missing). */
export type EntryData = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** YYYY-MM-DD from what the date widget holds (a string in that form, or a Date). */
export function isoDay(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text(value));
  return match ? match[0] : "";
}

// Dates are calendar days: format them in UTC so no time zone moves them by one.
const formatters = {
  day: new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "March 18, 2025" or "March 2025", as the built pages show dates; "" for no date. */
export function displayDate(iso: string, style: keyof typeof formatters): string {
  return iso ? formatters[style].format(new Date(`${iso}T00:00:00Z`)) : "";
}

/** Where the editor can show an image the entry refers to (Decap's getAsset), by the name written in the entry. */
export type AssetUrl = (path: string) => string;

/** The props the published post page would pass to BlogPostView for this entry (the cover is drawn by the preview). */
export function blogPostViewProps(data: EntryData, assetUrl?: AssetUrl): BlogPostViewProps {
  const body = text(data.body);
  const isoDate = isoDay(data.date);
  return {
    title: text(data.title),
    author: text(data.author),
    date: displayDate(isoDate, "day"),
    isoDate,
    category: text(data.category),
    readTime: typeof data.readTime === "number" && data.readTime > 0 ? data.readTime : readTimeMinutes(body),
    html: markdownToHtml(body, assetUrl),
  };
}

/** The props the published legal page would pass to LegalPageView for this entry. */
export function legalPageViewProps(data: EntryData): LegalPageViewProps {
  return {
    title: text(data.title),
    updated: displayDate(isoDay(data.updated), "month"),
    html: markdownToHtml(text(data.body)),
  };
}
