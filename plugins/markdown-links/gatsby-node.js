// @ts-check
// The options gatsby-config.ts gives this sub-plugin, checked when Gatsby loads the plugins
// (gatsby-transformer-remark's `plugins` are validated by their own gatsby-node's schema).

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    siteUrl: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .description("The site's address (siteMetadata.siteUrl): links to any other origin are marked external."),
  });
