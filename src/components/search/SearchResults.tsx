/** @jsxImportSource @emotion/react */
import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { SEARCH_SECTIONS } from "./indexed-region";
import type { SearchDone, SearchHit } from "./useSearch";
import type { ExcerptPart } from "./excerpt";
import { hstackStyles, recipeStyles, staticCss } from "../../theme/static-css";
import { displayDate, isoDay } from "../../content/dates";

// The parts of the dialog that change with each query, as plain elements with static styles (as the
// navbar and the blog's filters are): Chakra components resolve and serialise their style props on
// every render, which made drawing the first results the largest share of a query's time
// (docs/performance.md#site-search).

const markCss = staticCss({ bg: "brand.subtle", color: "fg.heading", fontWeight: "semibold", rounded: "sm", px: "0.5" });

export function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} css={markCss()}>
            {part.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}

// The filters take the brand palette from their group (its colour variables written once).
const filtersCss = staticCss({ ...hstackStyles("2"), flexWrap: "wrap", mt: "3", colorPalette: "brand" });
const filterStyles = (variant: "solid" | "outline") => staticCss((system) => recipeStyles(system, "button", { variant, size: "xs" }));
const pressedFilterCss = filterStyles("solid");
const filterCss = filterStyles("outline");

export function SectionFilters({ results, section, onSelect }: { results: SearchDone | undefined; section: string | null; onSelect: (section: string | null) => void }) {
  const counts = results?.sections ?? {};
  const shown = SEARCH_SECTIONS.filter((name) => (counts[name] ?? 0) > 0 || name === section);
  if (!results && section === null) return null;
  const option = (name: string | null, label: string) => (
    <button key={label} type="button" css={section === name ? pressedFilterCss() : filterCss()} aria-pressed={section === name} onClick={() => onSelect(name)}>
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Filter by section" css={filtersCss()} data-testid="search-filters">
      {option(null, "All sections")}
      {shown.map((name) => option(name, counts[name] ? `${name} (${counts[name]})` : name))}
    </div>
  );
}

const listCss = staticCss({ display: "flex", flexDirection: "column", gap: "1", mt: "2", listStyleType: "none" });
const itemCss = staticCss({ position: "relative", rounded: "md", px: "3", py: "2.5", _hover: { bg: "brand.subtle" } });
// The title's ::after covers the whole item, so all of it opens the result.
const titleCss = staticCss({ display: "block", color: "brand.fg", fontWeight: "semibold", _after: { content: '""', position: "absolute", inset: "0", rounded: "md" } });
const metaCss = staticCss({ fontSize: "xs", color: "fg.muted", fontWeight: "medium", mt: "0.5" });
const excerptCss = staticCss({ fontSize: "sm", color: "fg.muted", mt: "1", lineClamp: "3" });

function ResultItem({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  return (
    <li css={itemCss()} data-testid="search-result">
      <GatsbyLink to={hit.url} onClick={onOpen} data-search-result="">
        <span css={titleCss()}>{hit.title}</span>
      </GatsbyLink>
      <p css={metaCss()} data-testid="search-result-section">
        {[hit.section, hit.meta.category, displayDate(isoDay(hit.meta.date), "day")].filter(Boolean).join(" · ")}
      </p>
      <p css={excerptCss()}>
        <Excerpt parts={hit.excerpt} />
      </p>
    </li>
  );
}

export function ResultList({ hits, busy, onOpen }: { hits: SearchHit[]; busy: boolean; onOpen: () => void }) {
  return (
    <ul aria-label="Results" aria-busy={busy} css={listCss()}>
      {hits.map((hit) => (
        <ResultItem key={hit.url} hit={hit} onOpen={onOpen} />
      ))}
    </ul>
  );
}

const showMoreCss = staticCss((system) => ({ ...recipeStyles(system, "button", { variant: "ghost", size: "sm" }), colorPalette: "brand", mt: "3" }));

export function ShowMoreButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" css={showMoreCss()} onClick={onClick}>
      Show more results
    </button>
  );
}

/**
 * Resolves and serialises the results' styles ahead of the first results (SearchDialog calls it
 * while the visitor types): a first render would otherwise do it, on the way to the screen.
 */
export function prepareResultStyles(): void {
  for (const styles of [markCss, filtersCss, pressedFilterCss, filterCss, listCss, itemCss, titleCss, metaCss, excerptCss, showMoreCss]) styles();
}
