/** YYYY-MM-DD from a frontmatter date (a string in that form or longer, or a Date); "" for none. */
export function isoDay(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  const match = typeof value === "string" ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
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
