import type * as React from "react";
import type { ContentsItem } from "../content/contents";
import { NOT_INDEXED } from "./search/indexed-region";

export const CONTENTS_LABEL = "On this page";

function ContentsList({ items }: { items: readonly ContentsItem[] }) {
  return (
    <ol className="contents-list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.title}</a>
          {item.children.length > 0 && (
            <ol>
              {item.children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`}>{child.title}</a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

export interface WithContentsProps {
  /** The table of contents (src/content/contents.ts); empty for a page too short for one. */
  items: readonly ContentsItem[];
  /** The body the table lists. */
  children: React.ReactNode;
}

/**
 * A Markdown body with its table of contents, when it has one: server-rendered HTML and no script.
 * Closed above the text on screens narrower than `xl`, beside it from `xl`: both are in the HTML and
 * the stylesheet shows one (src/theme/content-css.ts, which holds their styles).
 */
export function WithContents({ items, children }: WithContentsProps) {
  if (items.length === 0) return <>{children}</>;
  return (
    <div className="contents-body">
      <nav aria-label={CONTENTS_LABEL} className="contents-collapsed" data-testid="contents-collapsed" {...NOT_INDEXED}>
        <details>
          <summary>{CONTENTS_LABEL}</summary>
          <ContentsList items={items} />
        </details>
      </nav>
      <div className="contents-beside">
        <nav aria-label={CONTENTS_LABEL} data-testid="contents-beside" {...NOT_INDEXED}>
          <p aria-hidden="true">{CONTENTS_LABEL}</p>
          <ContentsList items={items} />
        </nav>
      </div>
      {children}
    </div>
  );
}
