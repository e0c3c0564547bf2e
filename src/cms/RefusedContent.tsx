import { parseBody } from "../content/body";
import { htmlProblems } from "../content/rules";

const boxStyle = { margin: "0 0 1.5rem", padding: "0.75rem 1rem", border: "2px solid #b91c1c", borderRadius: "0.5rem", background: "#fef2f2", color: "#7f1d1d" };

/**
 * Above a preview whose body holds HTML the site's allowlist refuses (src/content/allowlist.ts): the
 * build's own messages, by line of the body, so the writer fixes them before the build refuses the
 * file. The preview itself leaves that content out (markdown-html.ts).
 */
export function RefusedContent({ body }: { body: string }) {
  const problems = htmlProblems(parseBody(body));
  if (problems.length === 0) return null;
  return (
    <div role="note" aria-label="Content the site refuses" data-testid="refused-content" style={boxStyle}>
      <p style={{ margin: 0, fontWeight: 700 }}>The site will not publish this body as it is; the preview leaves these out:</p>
      <ul style={{ margin: "0.5rem 0 0", paddingLeft: "1.25rem" }}>
        {problems.map(({ line, message }, index) => (
          <li key={index}>{`Line ${line} of the body: ${message.replace(/^body (has|opens) /, (_, verb: string) => (verb === "opens" ? "opens " : ""))}`}</li>
        ))}
      </ul>
    </div>
  );
}
