import { checkTimeZone, isDue, isPublished, releaseLabel, releaseOf, showsUnreleased, wallClock } from "../../src/content/publishing";

describe("which posts are live at a given instant", () => {
  const at = (iso: string) => new Date(iso);

  it("a post dated today or earlier is live; one dated ahead is scheduled until its day starts in the site's time zone", () => {
    const post = { date: "2026-12-01" };
    expect(releaseOf(post, at("2026-11-30T23:59:59Z"), "UTC")).toBe("scheduled");
    expect(releaseOf(post, at("2026-12-01T00:00:00Z"), "UTC")).toBe("live");
    expect(releaseOf({ date: "2020-01-01" }, at("2026-12-01T00:00:00Z"), "UTC")).toBe("live");
  });

  it("uses the site's time zone for the cut-off", () => {
    const post = { date: "2026-12-01" };
    // 15:00 UTC on Nov 30 is already Dec 1 in Tokyo (UTC+9), still Nov 30 in New York.
    expect(releaseOf(post, at("2026-11-30T15:00:00Z"), "Asia/Tokyo")).toBe("live");
    expect(releaseOf(post, at("2026-11-30T14:59:59Z"), "Asia/Tokyo")).toBe("scheduled");
    expect(releaseOf(post, at("2026-12-01T04:59:59Z"), "America/New_York")).toBe("scheduled");
    expect(releaseOf(post, at("2026-12-01T05:00:00Z"), "America/New_York")).toBe("live");
  });

  it("a time of day moves the cut-off to that time; an explicit offset to that instant", () => {
    expect(isDue("2026-12-01T09:30", at("2026-12-01T09:29:59Z"), "UTC")).toBe(false);
    expect(isDue("2026-12-01T09:30", at("2026-12-01T09:30:00Z"), "UTC")).toBe(true);
    expect(isDue("2026-12-01T09:30:00+02:00", at("2026-12-01T07:29:59Z"), "Asia/Tokyo")).toBe(false);
    expect(isDue("2026-12-01T09:30:00+02:00", at("2026-12-01T07:30:00Z"), "Asia/Tokyo")).toBe(true);
  });

  it("a draft is a draft whatever its date; a post without a date is live", () => {
    expect(releaseOf({ draft: true, date: "2020-01-01" }, at("2026-12-01T00:00:00Z"), "UTC")).toBe("draft");
    expect(releaseOf({ draft: true, date: "2099-01-01" }, at("2026-12-01T00:00:00Z"), "UTC")).toBe("draft");
    expect(releaseOf({ draft: false, date: "2020-01-01" }, at("2026-12-01T00:00:00Z"), "UTC")).toBe("live");
    expect(releaseOf({}, at("2026-12-01T00:00:00Z"), "UTC")).toBe("live");
  });

  it("reads the wall clock of an instant in a time zone", () => {
    expect(wallClock(at("2026-03-29T00:59:59Z"), "Europe/Berlin")).toBe("2026-03-29T01:59:59");
    expect(wallClock(at("2026-03-29T01:00:00Z"), "Europe/Berlin")).toBe("2026-03-29T03:00:00");
    expect(wallClock(at("2026-12-31T23:00:00Z"), "UTC")).toBe("2026-12-31T23:00:00");
  });
});

describe("which builds publish what", () => {
  it("production publishes live posts only; develop, deploy previews and branch deploys show the rest", () => {
    expect(showsUnreleased({ NODE_ENV: "production" })).toBe(false);
    expect(showsUnreleased({ NODE_ENV: "production", CONTEXT: "production" })).toBe(false);
    expect(showsUnreleased({ NODE_ENV: "production", CONTEXT: "deploy-preview" })).toBe(true);
    expect(showsUnreleased({ NODE_ENV: "production", CONTEXT: "branch-deploy" })).toBe(true);
    expect(showsUnreleased({ NODE_ENV: "development" })).toBe(true);
    expect(isPublished("live", false)).toBe(true);
    expect(isPublished("draft", false)).toBe(false);
    expect(isPublished("scheduled", false)).toBe(false);
    expect(isPublished("scheduled", true)).toBe(true);
  });

  it("labels what is not live", () => {
    expect(releaseLabel("draft", "March 3, 2027")).toBe("Draft");
    expect(releaseLabel("scheduled", "March 3, 2027")).toBe("Scheduled for March 3, 2027");
    expect(releaseLabel("live", "March 3, 2027")).toBeNull();
  });

  it("refuses a time zone the runtime does not know, naming where to fix it", () => {
    expect(checkTimeZone("Europe/Berlin")).toBeNull();
    expect(checkTimeZone("Mars/Olympus")).toBe(
      'siteMetadata.timeZone "Mars/Olympus" is not a time zone; write an IANA name such as "UTC" or "Europe/Berlin" (gatsby-config.ts)',
    );
  });
});
