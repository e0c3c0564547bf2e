import * as React from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { Box, Button, Dialog, HStack, Input, Portal, Spinner, Stack, Text, chakra } from "@chakra-ui/react";
// Passed to Dialog.Root, not registered in the system: its styles load with this lazy chunk only.
import { dialogSlotRecipe } from "@chakra-theme/recipes/dialog";
import { SEARCH_SECTIONS } from "./indexed-region";
import { closeSearch } from "./search-gate";
import { loadPagefind } from "./pagefind";
import { resultsLabel, SEARCH_FAILED_MESSAGE, useSearch, type SearchDone, type SearchHit, type SearchState } from "./useSearch";
import type { ExcerptPart } from "./excerpt";

export interface SearchDialogProps {
  open: boolean;
}

/** Results shown at first, and added by "Show more results". */
export const RESULTS_PAGE = 8;

export function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <chakra.mark key={index} bg="brand.subtle" color="fg.heading" fontWeight="semibold" rounded="sm" px="0.5">
            {part.text}
          </chakra.mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}

function statusText(state: SearchState): string {
  switch (state.status) {
    case "loading":
      return "Searching…";
    case "done":
      return state.total === 0 ? `No results for “${state.query}”` : `${resultsLabel(state.total)} for “${state.query}”`;
    case "failed":
      return SEARCH_FAILED_MESSAGE;
    default:
      return "";
  }
}

/** The results on screen: the current ones, or the last ones while the next load. */
const shownResults = (state: SearchState): SearchDone | undefined =>
  state.status === "done" ? state : state.status === "loading" ? state.previous : undefined;

function SectionFilters({ results, section, onSelect }: { results: SearchDone | undefined; section: string | null; onSelect: (section: string | null) => void }) {
  const counts = results?.sections ?? {};
  const shown = SEARCH_SECTIONS.filter((name) => (counts[name] ?? 0) > 0 || name === section);
  if (!results && section === null) return null;
  const option = (name: string | null, label: string) => (
    <Button
      key={label}
      type="button"
      size="xs"
      variant={section === name ? "solid" : "outline"}
      colorPalette="brand"
      aria-pressed={section === name}
      onClick={() => onSelect(name)}
    >
      {label}
    </Button>
  );
  return (
    <HStack role="group" aria-label="Filter by section" gap="2" wrap="wrap" mt="3" data-testid="search-filters">
      {option(null, "All sections")}
      {shown.map((name) => option(name, counts[name] ? `${name} (${counts[name]})` : name))}
    </HStack>
  );
}

function ResultItem({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  const category = hit.meta.category;
  return (
    <Box as="li" position="relative" rounded="md" px="3" py="2.5" _hover={{ bg: "brand.subtle" }} data-testid="search-result">
      <GatsbyLink to={hit.url} onClick={onOpen} data-search-result="">
        <chakra.span
          display="block"
          color="brand.fg"
          fontWeight="semibold"
          _after={{ content: '""', position: "absolute", inset: "0", rounded: "md" }}
        >
          {hit.title}
        </chakra.span>
      </GatsbyLink>
      <Text fontSize="xs" color="fg.muted" fontWeight="medium" mt="0.5" data-testid="search-result-section">
        {[hit.section, category, hit.meta.date].filter(Boolean).join(" · ")}
      </Text>
      <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={3}>
        <Excerpt parts={hit.excerpt} />
      </Text>
    </Box>
  );
}

// size="full" on small screens sets a full-height, margin-less, square panel that size="lg" does not
// undo from md up (it sets only the width): undo it there, or the dialog is a sheet down to the bottom.
const fromMdUp = { md: { minH: "auto", "--dialog-margin": "var(--dialog-base-margin)", borderRadius: "l3" } };

/**
 * A quick fade-in on opening, only where the visitor has not asked for reduced motion: a media
 * query, so nothing is read in JavaScript and a change of the setting applies at once. `animation:
 * none` first also drops the dialog recipe's own open and close fades.
 */
const animation = { _open: { animation: "none", _motionSafe: { animationName: "fade-in", animationDuration: "fast" } }, _closed: { animation: "none" } };

/** Moves the focus between the field and the result links with the arrow keys. */
function onArrowKeys(event: React.KeyboardEvent<HTMLElement>, input: HTMLInputElement | null) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-search-result]"));
  if (!input || links.length === 0) return;
  const stops = [input, ...links];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
  stops[next].focus();
}

/**
 * The site search: a field, section filters and results from Pagefind's index, in Chakra's Dialog
 * (focus kept inside, Escape closes, the focus goes back where it was). Lazy: loaded the first
 * time a visitor opens the search (search-gate.ts).
 */
export function SearchDialog({ open }: SearchDialogProps) {
  const onClose = closeSearch;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState("");
  const [section, setSection] = React.useState<string | null>(null);
  const [limit, setLimit] = React.useState(RESULTS_PAGE);
  // A new query or section starts again from the first page of results, set with it (an effect
  // would render once more and restart useSearch's search, first started with the old limit).
  const onQuery = (next: string) => {
    setQuery(next);
    setLimit(RESULTS_PAGE);
  };
  const onSection = (next: string | null) => {
    if (next === section) return;
    setSection(next);
    setLimit(RESULTS_PAGE);
  };
  const filters = React.useMemo(() => (section ? { section } : undefined), [section]);
  const state = useSearch(query, filters, limit);
  const results = shownResults(state);
  const inputId = React.useId();
  const statusId = React.useId();

  // Opening the search starts Pagefind (its WebAssembly, worker and index entry) while the visitor
  // types, so the first results do not wait for it. A failure shows with the first search.
  React.useEffect(() => {
    if (open) loadPagefind().then((pagefind) => pagefind.init(), () => undefined);
  }, [open]);

  const openFirst = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || state.status !== "done" || state.hits.length === 0) return;
    event.preventDefault();
    onClose();
    void navigate(state.hits[0].url);
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => inputRef.current}
      placement="top"
      motionPreset="none"
      scrollBehavior="inside"
      size={{ base: "full", md: "lg" }}
    >
      <Portal>
        <Dialog.Backdrop {...animation} />
        <Dialog.Positioner>
          <Dialog.Content data-testid="search-dialog" onKeyDown={(event) => onArrowKeys(event, inputRef.current)} css={fromMdUp} {...animation}>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="0" pb="2">
              <Dialog.Title fontSize="lg" color="fg.heading">
                Search the site
              </Dialog.Title>
              <chakra.label htmlFor={inputId} srOnly>
                Search posts, help articles and documentation
              </chakra.label>
              <Input
                ref={inputRef}
                id={inputId}
                type="search"
                mt="3"
                size="lg"
                placeholder="Search posts, help and docs"
                autoComplete="off"
                spellCheck={false}
                aria-describedby={statusId}
                value={query}
                onChange={(event) => onQuery(event.target.value)}
                onKeyDown={openFirst}
              />
              <SectionFilters results={results} section={section} onSelect={onSection} />
            </Dialog.Header>
            <Dialog.Body pt="2">
              <HStack gap="2" minH="6">
                {state.status === "loading" && <Spinner size="xs" color="brand.fg" aria-hidden="true" />}
                <Text id={statusId} role="status" fontSize="sm" color="fg.muted" data-testid="search-status">
                  {statusText(state)}
                </Text>
              </HStack>
              {state.status === "not-built" && (
                <Text mt="2" color="fg" data-testid="search-not-built">
                  The search index is built by <chakra.code fontFamily="mono">npm run build</chakra.code>: search works on the built site, not in
                  development.
                </Text>
              )}
              {state.status === "done" && state.total === 0 && (
                <Text mt="2" color="fg.muted" data-testid="search-no-results">
                  Try fewer or shorter words, another section, or{" "}
                  <GatsbyLink to="/help-center/" onClick={onClose}>
                    <chakra.span color="brand.fg" textDecoration="underline">
                      browse the help center
                    </chakra.span>
                  </GatsbyLink>
                  .
                </Text>
              )}
              {results && results.hits.length > 0 && (
                <Stack as="ul" aria-label="Results" listStyleType="none" gap="1" mt="2" aria-busy={state.status === "loading"}>
                  {results.hits.map((hit) => (
                    <ResultItem key={hit.url} hit={hit} onOpen={onClose} />
                  ))}
                </Stack>
              )}
              {results && results.total > results.hits.length && (
                <Button type="button" variant="ghost" colorPalette="brand" size="sm" mt="3" onClick={() => setLimit((shown) => shown + RESULTS_PAGE)}>
                  Show more results
                </Button>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <Button type="button" variant="ghost" size="sm" aria-label="Close search" px="2">
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                </svg>
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
