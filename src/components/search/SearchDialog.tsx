import * as React from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { Button, Dialog, HStack, Input, Portal, Spinner, Text, chakra } from "@chakra-ui/react";
// Passed to Dialog.Root, not registered in the system: its styles load with this lazy chunk only.
import { dialogSlotRecipe } from "@chakra-theme/recipes/dialog";
import { loadPagefind } from "./pagefind";
import { resultsLabel, SEARCH_FAILED_MESSAGE, useSearch, type SearchDone, type SearchState } from "./useSearch";
import { prepareResultStyles, ResultList, SectionFilters, ShowMoreButton } from "./SearchResults";

export interface SearchDialogProps {
  open: boolean;
  /** Closes the search: the host passes the gate's close, so this chunk does not import the gate that loads it. */
  onClose: () => void;
}

/** Results shown at first, and added by "Show more results". */
export const RESULTS_PAGE = 8;

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

// size="full" on small screens sets a full-height, margin-less, square panel that size="lg" does not
// undo from md up (it sets only the width): undo it there, or the dialog is a sheet down to the bottom.
const fromMdUp = { md: { minH: "auto", "--dialog-margin": "var(--dialog-base-margin)", borderRadius: "l3" } };

/**
 * A quick fade-in on opening, only where the visitor has not asked for reduced motion: a media
 * query, so nothing is read in JavaScript and a change of the setting applies at once. `animation:
 * none` first also drops the dialog recipe's own open and close fades.
 */
const animation = { _open: { animation: "none", _motionSafe: { animationName: "fade-in", animationDuration: "fast" } }, _closed: { animation: "none" } };

/**
 * Starts Pagefind's client (its script, worker, WebAssembly, index entry and filters) so the first
 * results do not wait for it: SearchHost calls it as soon as this chunk arrives, before the dialog's
 * first render. A failure shows with the first search.
 */
export function startSearchClient(): void {
  loadPagefind().then((pagefind) => pagefind.init(), () => undefined);
}

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

interface SearchFieldProps {
  inputRef: React.RefObject<HTMLInputElement>;
  inputId: string;
  statusId: string;
  query: string;
  onQuery: (query: string) => void;
  onEnter: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}

/** The dialog's title and search field: memoized, so results arriving do not redraw Chakra's Input. */
const SearchField = React.memo(function SearchField({ inputRef, inputId, statusId, query, onQuery, onEnter }: SearchFieldProps) {
  return (
    <>
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
        onKeyDown={onEnter}
      />
    </>
  );
});

/**
 * The site search: a field, section filters and results from Pagefind's index, in Chakra's Dialog
 * (focus kept inside, Escape closes, the focus goes back where it was). Lazy: loaded the first
 * time a visitor opens the search (search-gate.ts).
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState("");
  const [section, setSection] = React.useState<string | null>(null);
  const [limit, setLimit] = React.useState(RESULTS_PAGE);
  // A new query or section starts again from the first page of results, set with it (an effect
  // would render once more and restart useSearch's search, first started with the old limit).
  const onQuery = React.useCallback((next: string) => {
    setQuery(next);
    setLimit(RESULTS_PAGE);
  }, []);
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

  // Opening again after a failed start tries again (startSearchClient is once per page otherwise).
  React.useEffect(() => {
    if (!open) return undefined;
    startSearchClient();
    const idle = window.setTimeout(prepareResultStyles, 0);
    return () => window.clearTimeout(idle);
  }, [open]);

  // Read from a ref, so the memoized field keeps one handler and does not redraw when results arrive.
  const latest = React.useRef(state);
  latest.current = state;
  const openFirst = React.useCallback((event: React.KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current;
    if (event.key !== "Enter" || current.status !== "done" || current.hits.length === 0) return;
    event.preventDefault();
    onClose();
    void navigate(current.hits[0].url);
  }, [onClose]);

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
              <SearchField inputRef={inputRef} inputId={inputId} statusId={statusId} query={query} onQuery={onQuery} onEnter={openFirst} />
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
              {results && results.hits.length > 0 && <ResultList hits={results.hits} busy={state.status === "loading"} onOpen={onClose} />}
              {results && results.total > results.hits.length && <ShowMoreButton onClick={() => setLimit((shown) => shown + RESULTS_PAGE)} />}
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
