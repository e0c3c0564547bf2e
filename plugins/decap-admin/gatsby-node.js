// Builds the writers' CMS at /admin/ (Decap CMS, configured by src/cms/cms.ts) as a compilation of
// its own, in a child process (compile.js, webpack.config.js): it runs on another core while Gatsby
// sources, bundles and renders the site, never grows the main process's heap, and is skipped when
// nothing it uses changed since the last build. gatsby-plugin-decap-cms provides the editor's
// bootstrap scripts and the develop server route; its gatsby-browser.js is not used, so public
// pages ship no CMS code at all (Identity emails link to /admin/ instead, see README).
//
// Options: modulePath, publicPath, htmlTitle, htmlFavicon, manualInit as in gatsby-plugin-decap-cms,
// and `cms`: the result of readCmsSettings (src/cms/settings.ts) that gatsby-config.ts computes from
// the build's environment. The bundle reads its settings as the global constant CMS_SETTINGS, and
// they are part of the compilation's fingerprint: other CMS_* values compile the editor again.
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
