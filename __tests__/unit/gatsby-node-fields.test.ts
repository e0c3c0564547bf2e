/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSchemaCustomization, onCreateNode, shouldOnCreateNode } from "../../gatsby-node";
import { entryFromSource } from "../support/content-entry";

const SOURCE = `---
title: "Fields in one write"
date: 2025-03-04
author: Meera Iyer
category: Tutorial
excerpt: "A post whose node gets its fields in one write."
---

${"Words that take time to read. ".repeat(120)}
`;

describe("gatsby-node: a Markdown node's fields", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "scalewise-fields-"));
    writeFileSync(join(folder, "index.md"), SOURCE);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("are written with one createNodeField call (each call writes the whole node to Gatsby's store again)", async () => {
    const { frontmatter, body } = entryFromSource("content/blog/fields-in-one-write/index.md", SOURCE);
    const file = { id: "file", sourceInstanceName: "blog", relativePath: "fields-in-one-write/index.md", absolutePath: join(folder, "index.md") };
    const node = { id: "markdown", parent: "file", internal: { type: "MarkdownRemark" }, frontmatter, rawMarkdownBody: body };
    const createNodeField = jest.fn();
    await (onCreateNode as unknown as (args: object) => Promise<void>)({ node, getNode: () => file, actions: { createNodeField } });

    expect(createNodeField).toHaveBeenCalledTimes(1);
    const [{ name, value }] = createNodeField.mock.calls[0];
    expect(name).toBe("entry");
    // The body is not parsed here: the content rules read the transformer's parse (content-pipeline/body-facts.ts).
    expect(value).toEqual({ collection: "blog", path: "/blog/fields-in-one-write/", slug: "fields-in-one-write", hasFrontmatter: true, bodyOffset: 7 });
  });

  it("are asked for by Markdown nodes only: Gatsby skips the call for every File and SitePage node", () => {
    const accepts = (type: string) => (shouldOnCreateNode as unknown as (args: object) => boolean)({ node: { id: type, internal: { type } } });
    expect(accepts("MarkdownRemark")).toBe(true);
    expect(["File", "SitePage", "ImageSharp", "Site"].filter(accepts)).toEqual([]);
  });

  it("reach GraphQL as `fields`, read from that one node field", () => {
    const createTypes = jest.fn();
    const schema = { buildObjectType: (config: object) => config };
    (createSchemaCustomization as unknown as (args: object) => void)({ actions: { createTypes }, schema, getNodesByType: () => [] });
    const types = String(createTypes.mock.calls.find(([definition]) => typeof definition === "string")?.[0]);
    expect(types).toMatch(/fields: MarkdownRemarkFields! @proxy\(from: "fields\.entry"\)/);
    expect(types).toMatch(/type MarkdownRemarkFields @dontInfer \{[^}]*path: String![^}]*\}/);
  });

  it("give every Markdown node a release and a published flag, resolved when queried (the build's time, the site's time zone)", () => {
    const createTypes = jest.fn();
    const schema = { buildObjectType: (config: object) => config };
    const site = { siteMetadata: { timeZone: "UTC" } };
    (createSchemaCustomization as unknown as (args: object) => void)({ actions: { createTypes }, schema, getNodesByType: () => [site] });
    const { fields } = createTypes.mock.calls.find(([definition]) => typeof definition !== "string")![0];
    // Dates as written (the YAML reader keeps them as text).
    const node = (frontmatter: object, date: string, collection = "blog") => ({ frontmatter: { ...frontmatter, date }, fields: { entry: { collection } } });
    expect(fields.release.resolve(node({}, "2020-01-01"))).toBe("live");
    expect(fields.release.resolve(node({ draft: true }, "2020-01-01"))).toBe("draft");
    expect(fields.release.resolve(node({}, "2099-01-01"))).toBe("scheduled");
    expect(fields.release.resolve(node({}, "2099-01-01", "help"))).toBe("live");
    // Jest runs with NODE_ENV=test, which shows drafts as `gatsby develop` does.
    expect(fields.published.resolve(node({ draft: true }, "2020-01-01"))).toBe(true);
  });
});
