/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authorProfile } from "../../src/content/authors";
import { readAuthorNames } from "../../content-pipeline/authors";

describe("an author's profile, as their list of posts shows it (src/content/authors.ts)", () => {
  const frontmatter = {
    title: "Meera Iyer",
    role: "Revenue Operations Manager",
    bio: "Meera sits between marketing and sales.",
    photo: "meera-iyer.jpg",
    github: "https://github.com/meera",
    website: "https://meera.example/",
  };

  it("gives the name, role, bio and links elsewhere in a fixed order, labelled, and schema.org's Person with absolute URLs", () => {
    expect(authorProfile(frontmatter, "/blog/author/meera-iyer/", "https://scalewise.example")).toEqual({
      name: "Meera Iyer",
      role: "Revenue Operations Manager",
      bio: "Meera sits between marketing and sales.",
      links: [
        { label: "Website", href: "https://meera.example/" },
        { label: "GitHub", href: "https://github.com/meera" },
      ],
      person: {
        "@type": "Person",
        name: "Meera Iyer",
        url: "https://scalewise.example/blog/author/meera-iyer/",
        jobTitle: "Revenue Operations Manager",
        description: "Meera sits between marketing and sales.",
        sameAs: ["https://meera.example/", "https://github.com/meera"],
      },
    });
  });

  it("an author with no links has none, and no sameAs", () => {
    const { links, person } = authorProfile({ title: "Arjun Mehta", role: "R", bio: "B" }, "/blog/author/arjun-mehta/", "https://scalewise.example");
    expect(links).toEqual([]);
    expect(person).not.toHaveProperty("sameAs");
  });
});

describe("the authors gatsby-config.ts makes feeds for (content-pipeline/authors.ts)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "authors-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each author file named as a slug, with its name as the site's YAML reader gives it", () => {
    writeFileSync(join(dir, "meera-iyer.md"), '---\n"title": Meera Iyer\nrole: R\n---\n');
    writeFileSync(join(dir, "kabir-sethi.md"), "---\ntitle: &name Kabir Sethi\nrole: *name\n---\n");
    writeFileSync(join(dir, "meera-iyer.jpg"), "");
    expect(readAuthorNames(dir)).toEqual([
      { slug: "kabir-sethi", name: "Kabir Sethi" },
      { slug: "meera-iyer", name: "Meera Iyer" },
    ]);
  });

  it("leaves out files the content rules refuse by name (the build reports them), and names an author without a title by their slug", () => {
    writeFileSync(join(dir, "Meera Iyer.md"), "---\ntitle: Meera Iyer\n---\n");
    mkdirSync(join(dir, "dana"));
    writeFileSync(join(dir, "dana", "index.md"), "---\ntitle: Dana\n---\n");
    writeFileSync(join(dir, "arjun-mehta.md"), "---\nrole: [unclosed\n---\n");
    expect(readAuthorNames(dir)).toEqual([{ slug: "arjun-mehta", name: "arjun-mehta" }]);
    expect(readAuthorNames(join(dir, "none"))).toEqual([]);
  });
});
