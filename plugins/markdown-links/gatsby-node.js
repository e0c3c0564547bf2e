// @ts-check
// This sub-plugin's options, checked when Gatsby loads the plugins.

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    siteUrl: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .description("The site's address (siteMetadata.siteUrl): links to any other origin are marked external."),
  });
