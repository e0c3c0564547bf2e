/**
 * What a frontmatter date may be: a real calendar day written YYYY-MM-DD (optionally with an ISO
 * time and an offset some place uses), in a year the site can mean. The YAML reader keeps dates as
 * the writer wrote them (./frontmatter.ts), so nothing here ever rewrites one.
 */

/** The years a post, page or update can carry: a year outside is a typo (0025, 20255), refused rather than guessed. */
export const DATE_YEARS = { min: 1990, max: 2100 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** The UTC offsets places use: from -12:00 (Baker Island) to +14:00 (Kiribati's Line Islands). */
const OFFSET_RANGE_MINUTES = { min: -12 * 60, max: 14 * 60 } as const;

/** A real calendar date and time, leaving out the time offset. */
function isRealDateTime(match: RegExpExecArray): boolean {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const [hours, minutes, seconds] = [match[4], match[5], match[6]].map((part) => Number(part ?? 0));
  return hours < 24 && minutes < 60 && seconds < 60;
}

/** The offset of a date when no place uses it (`+99:99`, `+24:00`, `-13:00`); such a date is no instant. */
function impossibleOffset(match: RegExpExecArray): string | null {
  if (match[8] === undefined) return null;
  const [hours, minutes] = [Number(match[8]), Number(match[9])];
  const total = (match[7].startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
  return minutes < 60 && total >= OFFSET_RANGE_MINUTES.min && total <= OFFSET_RANGE_MINUTES.max ? null : match[7];
}

/** What is wrong with a date as written (worded to follow `<field> "<value>"`), or null for a good one. */
export function dateProblem(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match || !isRealDateTime(match)) return "is not a real date; write it as YYYY-MM-DD, for example 2025-03-14";
  const offset = impossibleOffset(match);
  if (offset !== null) {
    return `has the time offset ${offset}, which no place uses; write an offset from -12:00 to +14:00, such as +05:30, or leave the time out (${text.slice(0, 10)})`;
  }
  const year = Number(match[1]);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) {
    return `is in the year ${year}; write a year from ${DATE_YEARS.min} to ${DATE_YEARS.max} (the four digits of the year, as in 2025-03-14)`;
  }
  return null;
}

/** A real calendar date written as YYYY-MM-DD, in the years the site accepts. */
export const isIsoDate = (text: string) => dateProblem(text) === null;
