// Builds the writers' editor at /admin/ (Decap CMS, src/cms/cms.ts) as its own webpack compilation in a
// child process (compile.js, webpack.config.js), skipped when nothing it reads changed (fingerprint.js),
// and serves it at /admin in `gatsby develop`. Options: pluginOptionsSchema below.
// Why: public pages ship no CMS code and the main process's heap stays small (docs/overrides.md#survivors).
// Checked against decap-cms-app 3.6.4, webpack 5.98.
// Guard: __tests__/unit/decap-admin-webpack.test.ts, decap-admin-fingerprint.test.ts, `npm run test:cms` (docs/editor.md#how-it-is-built).
const { spawn } = require("node:child_process");
const path = require("node:path");
const { compileOptions } = require("./compile-options");

/** Starts compile.js; resolves with its output, rejects with it when the compilation fails. */
function startCompile(options, { watch = false, onOutput = () => {} } = {}) {
  const child = spawn(process.execPath, [path.join(__dirname, "compile.js"), JSON.stringify(options), ...(watch ? ["--watch"] : [])], {
    cwd: options.root,
    // The IPC channel closes when this process ends, however it ends: compile.js then stops too.
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  const collect = (chunk) => {
    output += chunk;
    onOutput(String(chunk));
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("close", (code) => (code === 0 ? done(output.trim()) : fail(new Error(output.trim() || `exited with ${code}`))));
  });
}

exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    modulePath: Joi.string().required().description("The editor's entry (src/cms/cms.ts), an absolute path."),
    publicPath: Joi.string().default("admin").description("Where the editor is served, below the site's root."),
    htmlTitle: Joi.string().description("The editor page's <title>."),
    htmlFavicon: Joi.string().description("The editor page's icon, an absolute path."),
    manualInit: Joi.boolean().default(false).description("The entry calls Decap's init() itself."),
    trailingSlash: Joi.string().valid("always", "never", "ignore").default("always").description("The site's trailingSlash, for the previews' links."),
    cms: Joi.alternatives()
      .try(
        Joi.object({
          ok: Joi.valid(true).required(),
          settings: Joi.object().required(),
          warnings: Joi.array().items(Joi.string()).required(),
          identityWidget: Joi.boolean().required(),
        }),
        Joi.object({ ok: Joi.valid(false).required(), problems: Joi.array().items(Joi.string()), message: Joi.string().required() }),
      )
      .required()
      .description("readCmsSettings(process.env, siteUrl) (src/cms/settings.ts); a problem stops the build at onPreInit."),
    timeZone: Joi.string()
      .default("UTC")
      .custom((zone) => {
        if (!isTimeZone(zone)) throw new Error(`${JSON.stringify(zone)} is not an IANA time zone name, such as UTC or Europe/Paris`);
        return zone;
      })
      .description("siteMetadata.timeZone, an IANA name: the preview's \"Scheduled for\" badge decides as the build does."),
  });

function isTimeZone(zone) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let adminBuild = null;

// Before anything is compiled: a bad CMS_* variable stops the build in seconds, not minutes.
exports.onPreInit = ({ reporter }, { cms }) => {
  if (!cms.ok) reporter.panic(cms.message);
  for (const warning of cms.warnings) reporter.warn(warning);
};

// `gatsby develop` serves public/ only at paths with a trailing slash: /admin (without) gets the editor too.
exports.onCreateDevServer = ({ app }, { publicPath }) => {
  const folder = publicPath.replace(/^\/+|\/+$/g, "");
  app.get(`/${folder}`, (_request, response) => {
    response.sendFile(path.join(process.cwd(), "public", folder, "index.html"), (error) => error && response.status(500).end(error.message));
  });
};

// As early as possible, so the editor takes the core bootstrap leaves; in `gatsby develop` it recompiles as its files change.
exports.onPreBootstrap = ({ reporter, pathPrefix }, pluginOptions) => {
  const options = compileOptions(pluginOptions, { root: process.cwd(), pathPrefix, trailingSlash: pluginOptions.trailingSlash });
  if (process.env.NODE_ENV !== "production") {
    startCompile(options, { watch: true, onOutput: (text) => reporter.info(text.trim()) }).catch((error) =>
      reporter.error("The Decap CMS admin (/admin/) stopped compiling", error),
    );
    return;
  }
  adminBuild = startCompile(options);
  adminBuild.catch(() => {}); // reported by onPostBuild; avoids an unhandled rejection meanwhile
};

exports.onPostBuild = async ({ reporter }) => {
  if (!adminBuild) return;
  try {
    reporter.info(await adminBuild);
  } catch (error) {
    reporter.panicOnBuild(`The Decap CMS admin (/admin/) failed to compile:\n${error.message}`);
  }
};
