import { scrollTargetFor } from "../../src/lib/scroll";

describe("scrollTargetFor", () => {
  it("scrolls to the top when the path changes", () => {
    expect(scrollTargetFor({ pathname: "/pricing/", hash: "" }, { pathname: "/", hash: "" })).toEqual([0, 0]);
  });
  it("scrolls to the top on first render", () => {
    expect(scrollTargetFor({ pathname: "/about/", hash: "" }, undefined)).toEqual([0, 0]);
  });
  it("scrolls to a hash target instead", () => {
    expect(scrollTargetFor({ pathname: "/features/", hash: "#integrations" }, { pathname: "/", hash: "" })).toBe(
      "integrations",
    );
  });
  it("decodes an encoded hash", () => {
    expect(scrollTargetFor({ pathname: "/x/", hash: "#caf%C3%A9" }, undefined)).toBe("café");
  });
  it("keeps the position when only the query changes", () => {
    expect(scrollTargetFor({ pathname: "/blog/", hash: "" }, { pathname: "/blog/", hash: "" })).toBe(false);
  });
});
