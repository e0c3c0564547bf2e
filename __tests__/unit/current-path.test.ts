import { currentPageAttribute, linkedCurrentPath } from "../../src/lib/current-path";
import { footerLinkTargets, navbarLinkTargets } from "../../src/data/navigation";

describe("currentPageAttribute", () => {
  it("marks a link to the exact current path only", () => {
    expect(currentPageAttribute("/pricing/", "/pricing/")).toBe("page");
    expect(currentPageAttribute("/pricing/", "/")).toBeUndefined();
    expect(currentPageAttribute("/blog/2/", "/blog/")).toBeUndefined();
    expect(currentPageAttribute(undefined, "/")).toBeUndefined();
  });
});

describe("linkedCurrentPath (a slice's props: one version per link it can mark)", () => {
  it("passes the path on only when the slice links to it", () => {
    expect(linkedCurrentPath("/pricing/", navbarLinkTargets)).toBe("/pricing/");
    expect(linkedCurrentPath("/privacy/", footerLinkTargets)).toBe("/privacy/");
    expect(linkedCurrentPath("/privacy/", navbarLinkTargets)).toBeUndefined();
    expect(linkedCurrentPath("/blog/a-post/", footerLinkTargets)).toBeUndefined();
    expect(linkedCurrentPath(undefined, navbarLinkTargets)).toBeUndefined();
  });

  it("gives the 3,000 pages of a big blog as many navbar versions as it has links, plus one", () => {
    const paths = [...navbarLinkTargets, ...Array.from({ length: 3000 }, (_, index) => `/blog/post-${index}/`)];
    const versions = new Set(paths.map((path) => linkedCurrentPath(path, navbarLinkTargets)));
    expect(versions.size).toBe(new Set(navbarLinkTargets).size + 1);
  });
});
