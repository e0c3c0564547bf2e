/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { configuredOptions } from "../support/configured-plugins";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pluginOptionsSchema } = require("../../plugins/remark-post-images/gatsby-node");

// plugins/remark-post-images' options: gatsby-remark-images' own schema, plus `sizes`; checked as Gatsby
// checks a gatsby-transformer-remark sub-plugin's.

describe("plugins/remark-post-images' options", () => {
  it("accepts those gatsby-config.ts gives it, sizes included", async () => {
    const options = configuredOptions("remark-post-images");
    expect(options).toHaveProperty("sizes", expect.any(String));
    expect(await testPluginOptionsSchema(pluginOptionsSchema, options)).toEqual({ isValid: true, errors: [], hasWarnings: false, warnings: [] });
  });

  it("refuses bad values of its own option and of gatsby-remark-images', naming each", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { sizes: 720, quality: "high", showCaptions: ["caption"], loading: "soon" });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual([
      '"showCaptions[0]" does not match any of the allowed types',
      '"quality" must be a number',
      '"loading" must be one of [lazy, eager, auto]',
      '"sizes" must be a string',
    ]);
  });

  it("warns about an option neither reads", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { maxWidth: 720, size: "100vw" });
    expect(result).toEqual({ isValid: true, errors: [], hasWarnings: true, warnings: ['"size" is not allowed'] });
  });
});
