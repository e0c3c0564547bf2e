import { countWords, readTimeMinutes, WORDS_PER_MINUTE } from "../../src/content/read-time";

describe("read time", () => {
  it("counts the words a reader reads on the page: link text and a bare address shown as a link, not markup, link targets or comments", () => {
    expect(countWords("## A heading\n\nSee [our pricing](/pricing/) and https://example.com now.\n\n- one\n- two")).toBe(10);
    expect(countWords("See [our pricing](/pricing/ \"Plans and prices\") now.")).toBe(4);
    expect(countWords("<!-- note to self -->Hello   world")).toBe(2);
    expect(countWords('<details><summary>More</summary>\n\nHidden **words** here\n\n</details>')).toBe(4);
    expect(countWords("![A revenue chart](./chart.png)")).toBe(3);
    expect(countWords("")).toBe(0);
  });
  it("rounds up to whole minutes at the site's reading speed, never below one", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
    expect(readTimeMinutes(words(1799))).toBe(9);
  });
});
