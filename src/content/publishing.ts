/**
 * When a blog post goes live: the one rule behind `published` (gatsby-node.ts), the pages, the
 * lists, the feed and the editor's preview. Pure: the instant, the time zone and the build's
 * environment are arguments.
 */

/** A post's state at an instant: live, a draft (`draft: true`), or scheduled (its `date` is still ahead). */
export type Release = "live" | "draft" | "scheduled";

/** The site's time zone when siteMetadata gives none. */
export const DEFAULT_TIME_ZONE = "UTC";

/** Netlify's build CONTEXT of a deploy that is not the published site (a pull request's preview, a branch). */
export const PREVIEW_CONTEXTS: readonly string[] = ["deploy-preview", "branch-deploy"];

/** Whether the build is a Netlify deploy preview or branch deploy (its `CONTEXT` environment variable). */
export const isPreviewDeploy = (env: Record<string, string | undefined>) => PREVIEW_CONTEXTS.includes(env.CONTEXT ?? "");

/**
 * Whether this build shows drafts and scheduled posts: `gatsby develop` and Netlify's deploy previews
 * and branch deploys do (with a badge); a production build never does.
 */
export const showsUnreleased = (env: Record<string, string | undefined>) => env.NODE_ENV !== "production" || isPreviewDeploy(env);

/** The time zone's name if the runtime knows it, else an error a writer can act on. */
export function checkTimeZone(timeZone: string): string | null {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return null;
  } catch {
    return `siteMetadata.timeZone "${timeZone}" is not a time zone; write an IANA name such as "UTC" or "Europe/Berlin" (gatsby-config.ts)`;
  }
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

// The build asks for the same instant once per post (BUILD_TIME in gatsby-node.ts): keep the last answer.
let lastWallClock = { key: "", value: "" };

/** The wall-clock time of `instant` in `timeZone`, as `YYYY-MM-DDTHH:mm:ss` (sortable as text). */
export function wallClock(instant: Date, timeZone: string): string {
  const key = `${instant.getTime()} ${timeZone}`;
  if (lastWallClock.key === key) return lastWallClock.value;
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  lastWallClock = { key, value: `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}` };
  return lastWallClock.value;
}

const WRITTEN_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Whether a post dated `written` (YYYY-MM-DD as the writer typed it, optionally with a time) is due
 * at `now`: from the start of that day in the site's time zone, or from the exact instant when the
 * date carries its own offset. A date the rules refuse counts as due (the build fails on it anyway).
 */
export function isDue(written: string, now: Date, timeZone: string): boolean {
  const match = WRITTEN_DATE.exec(written.trim());
  if (!match) return true;
  const [, day, time, seconds, offset] = match;
  if (offset) return Date.parse(written.trim().replace(" ", "T")) <= now.getTime();
  return wallClock(now, timeZone) >= `${day}T${time ?? "00:00"}${seconds ?? ":00"}`;
}

/** A blog post's state at `now`: a draft whatever its date, else live once its date is due. */
export function releaseOf(post: { draft?: unknown; date?: string | null }, now: Date, timeZone: string): Release {
  if (post.draft === true) return "draft";
  if (typeof post.date !== "string") return "live";
  return isDue(post.date, now, timeZone) ? "live" : "scheduled";
}

/** Whether a build publishes the post: always when live, and drafts or scheduled posts only where the build shows them. */
export const isPublished = (release: Release, showUnreleased: boolean) => release === "live" || showUnreleased;

/** The badge a post that is not live carries where it is shown: "Draft", or "Scheduled for March 3, 2027". */
export function releaseLabel(release: Release, displayDate: string): string | null {
  if (release === "draft") return "Draft";
  if (release === "scheduled") return `Scheduled for ${displayDate}`;
  return null;
}
