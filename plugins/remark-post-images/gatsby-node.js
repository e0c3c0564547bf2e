// The options of gatsby-remark-images, plus `sizes`: the <img sizes> of the article column (gatsby-plugin-sharp
// uses it as given), so a phone picks the file for the column's real width, not the screen's.
const { pluginOptionsSchema } = require("gatsby-remark-images/gatsby-node");

exports.pluginOptionsSchema = (api) => pluginOptionsSchema(api).keys({ sizes: api.Joi.string() });
