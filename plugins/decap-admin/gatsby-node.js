// Builds the writers' editor at /admin/ (Decap CMS, src/cms/cms.ts) as its own webpack compilation in a
// child process (compile.js, webpack.config.js), skipped when nothing it reads changed (fingerprint.js);
// gatsby-plugin-decap-cms gives the bootstrap and develop route, not its gatsby-browser.js.
// Why: public pages ship no CMS code and the main process's heap stays small (docs/overrides.md#survivors).
// Options: gatsby-plugin-decap-cms's, plus `cms` (readCmsSettings, src/cms/settings.ts), read as CMS_SETTINGS.
// Checked against gatsby-plugin-decap-cms 4.0.4, decap-cms-app 3.6.4, webpack 5.98.
// Guard: __tests__/unit/decap-admin-webpack.test.ts, decap-admin-fingerprint.test.ts, `npm run test:cms`
// (details: docs/architecture.md#decap-admin, docs/editor.md#how-it-is-built).
const { spawn } = require("node:child_process");
const path = require("node:path");
const decap = require("gatsby-plugin-decap-cms/gatsby-node");

const { compileOptions } = require("./compile-options");

function siteOf(store) {
  const { program, config } = store.getState();
  return {
    root: program.directory,
    pathPrefix: program.prefixPaths ? config.pathPrefix || "" : "",
    trailingSlash: config.trailingSlash || "always",
  };
}

/** Starts compile.js; resolves with its output, rejects with it when the compilation fails. */
function startCompile(options, { watch = false, onOutput = () => {} } = {}) {
  const child = spawn(process.execPath, [path.join(__dirname, "compile.js"), JSON.stringify(options), ...(watch ? ["--watch"] : [])], {
    cwd: options.root,
    // The IPC channel closes when this process ends, however it ends (a failed build exits early);
    // compile.js then stops too, rather than writing into a site that may be gone.
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

let adminBuild = null;

// Before anything is compiled: a bad CMS_* variable stops the build in seconds, not minutes.
exports.onPreInit = (args, { cms }) => {
  decap.onPreInit(args);
  if (!cms.ok) {
    args.reporter.panic(cms.message);
  }
  for (const warning of cms.warnings) args.reporter.warn(warning);
};
exports.onCreateDevServer = decap.onCreateDevServer;

// As early as possible: bootstrap and the site's bundles keep one core busy, the editor takes the other.
exports.onPreBootstrap = ({ store, reporter }, pluginOptions) => {
  const options = compileOptions(pluginOptions, siteOf(store));
  if (process.env.gatsby_executing_command === "develop") {
    startCompile(options, { watch: true, onOutput: (text) => reporter.info(text.trim()) }).catch((error) =>
      reporter.error("The Decap CMS admin (/admin/) stopped compiling", error),
    );
    return;
  }
  adminBuild = startCompile(options);
  adminBuild.catch(() => {}); // reported by onPostBuild; avoids an unhandled rejection meanwhile
};

// The build fails when the editor does not compile.
exports.onPostBuild = async ({ reporter }) => {
  if (!adminBuild) return;
  try {
    reporter.info(await adminBuild);
  } catch (error) {
    reporter.panicOnBuild(`The Decap CMS admin (/admin/) failed to compile:\n${error.message}`);
  }
};
