// gatsby-remark-images' options, plus `sizes`: the article column's <img sizes>, so a phone picks the file for the column's width.
const { pluginOptionsSchema } = require("gatsby-remark-images/gatsby-node");

exports.pluginOptionsSchema = (api) => pluginOptionsSchema(api).keys({ sizes: api.Joi.string() });
