// `npm run serve`: preview the production build in public/ the way a static host serves it.
import { startStaticServer } from "./static-server.mjs";

const portArg = process.argv.indexOf("--port");
const port = portArg > -1 ? Number(process.argv[portArg + 1]) : Number(process.env.PORT ?? 9000);
const server = await startStaticServer({
  root: "public",
  port,
  forms: {
    onSubmission: ({ form, outcome, file }) =>
      console.log(outcome === "spam" ? `Form "${form}": honeypot filled, submission discarded` : `Form "${form}": submission appended to ${file}`),
  },
});
console.log(`Serving public/ at ${server.url}/ (Ctrl+C to stop)`);
console.log(`Netlify Forms posts are answered locally; accepted submissions go to ${server.submissionsFile}`);
