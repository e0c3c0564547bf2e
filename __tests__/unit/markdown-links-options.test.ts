/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { configuredOptions } from "../support/configured-plugins";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pluginOptionsSchema } = require("../../plugins/markdown-links/gatsby-node");

// plugins/markdown-links' options, checked as Gatsby checks a gatsby-transformer-remark sub-plugin's.

describe("plugins/markdown-links' options", () => {
  it("accepts those gatsby-config.ts gives it", async () => {
    const options = configuredOptions("markdown-links");
    expect(options).toEqual({ siteUrl: "https://scalewise.example" });
    expect(await testPluginOptionsSchema(pluginOptionsSchema, options)).toEqual({ isValid: true, errors: [], hasWarnings: false, warnings: [] });
  });

  it.each([
    [{}, '"siteUrl" is required'],
    [{ siteUrl: "scalewise.example" }, '"siteUrl" must be a valid uri with a scheme matching the http|https pattern'],
    [{ siteUrl: "ftp://scalewise.example" }, '"siteUrl" must be a valid uri with a scheme matching the http|https pattern'],
  ])("refuses %j: %s", async (options, error) => {
    expect(await testPluginOptionsSchema(pluginOptionsSchema, options)).toMatchObject({ isValid: false, errors: [error] });
  });

  it("warns about an option it does not read", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { siteUrl: "https://scalewise.example", siteURL: "x" });
    expect(result).toEqual({ isValid: true, errors: [], hasWarnings: true, warnings: ['"siteURL" is not allowed'] });
  });
});
