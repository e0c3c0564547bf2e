// `npm run serve`: preview the production build in public/ the way a static host serves it.
import { startStaticServer } from "./static-server.mjs";

const portArg = process.argv.indexOf("--port");
const port = portArg > -1 ? Number(process.argv[portArg + 1]) : Number(process.env.PORT ?? 9000);
const server = await startStaticServer({ root: "public", port });
console.log(`Serving public/ at ${server.url}/ (Ctrl+C to stop)`);
