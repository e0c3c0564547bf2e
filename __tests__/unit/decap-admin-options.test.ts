/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { configuredOptions } from "../support/configured-plugins";
import { readCmsSettings } from "../../src/cms/settings";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pluginOptionsSchema } = require("../../plugins/decap-admin/gatsby-node");

// plugins/decap-admin's options, checked when Gatsby loads the plugins (before its onPreInit, which
// stops the build on a problem in the CMS_* settings).

const valid = { modulePath: "/site/src/cms/cms.ts", cms: readCmsSettings({}, "https://scalewise.example") };

describe("plugins/decap-admin's options", () => {
  it("accepts those gatsby-config.ts gives it", async () => {
    const options = configuredOptions("decap-admin");
    expect(Object.keys(options).sort()).toEqual(["cms", "htmlFavicon", "htmlTitle", "manualInit", "modulePath", "timeZone", "trailingSlash"]);
    expect(await testPluginOptionsSchema(pluginOptionsSchema, options)).toEqual({ isValid: true, errors: [], hasWarnings: false, warnings: [] });
  });

  it("accepts CMS settings that failed, so that onPreInit reports their problems", async () => {
    const cms = readCmsSettings({ CMS_BACKEND: "carrier-pigeon" }, "https://scalewise.example");
    expect(cms.ok).toBe(false);
    expect(await testPluginOptionsSchema(pluginOptionsSchema, { ...valid, cms })).toMatchObject({ isValid: true, errors: [] });
  });

  it("refuses a missing entry, settings not read by readCmsSettings and an unknown time zone, naming each", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { cms: { backend: "github" }, manualInit: "yes", timeZone: "Mars/Olympus_Mons" });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual([
      '"modulePath" is required',
      '"manualInit" must be a boolean',
      '"cms" does not match any of the allowed types',
      '"timeZone" failed custom validation because "Mars/Olympus_Mons" is not an IANA time zone name, such as UTC or Europe/Paris',
    ]);
  });

  it("warns about options this compilation does not read", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { ...valid, includeRobots: true, customizeWebpackConfig: () => {} });
    expect(result).toEqual({ isValid: true, errors: [], hasWarnings: true, warnings: ['"includeRobots" is not allowed', '"customizeWebpackConfig" is not allowed'] });
  });
});
