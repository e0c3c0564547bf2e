import * as React from "react";
import { Box, Button, HStack, Heading, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { AppLink } from "../AppLink";
import { titleMatchesFirst } from "../../lib/site-search";
import { searchSectionLabel } from "../../data/support";
import { HELP_KIND_FILTER } from "../search/indexed-region";
import { resultsLabel, SEARCH_FAILED_MESSAGE, useSearch, type SearchHit } from "../search/useSearch";

/** The help and docs pages only (their `kind` filter; the hub pages have none), all of them. */
const HELP_FILTERS = { [HELP_KIND_FILTER]: { any: Object.values(searchSectionLabel) } };
const ALL_HELP_PAGES = 100;

function SearchResults({ query, hits }: { query: string; hits: SearchHit[] }) {
  return (
    <>
      <Text role="status" fontSize="sm" color="fg.muted" mb="3">
        {hits.length ? `${resultsLabel(hits.length)} for “${query}”` : `No results for “${query}”`}
      </Text>
      {hits.length === 0 && (
        <Box bg="bg.canvas" borderWidth="1px" borderColor="border" rounded="lg" p="5" data-testid="no-results">
          <Text fontWeight="semibold" color="fg.heading">
            Nothing matches “{query}” yet.
          </Text>
          <Text mt="1" color="fg.muted">
            Try a shorter word such as “CRM” or “email”, browse the categories below, or{" "}
            <AppLink to="/contact/" color="brand.fg">
              ask our support team
            </AppLink>
            .
          </Text>
        </Box>
      )}
      {hits.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" bg="bg.canvas" borderWidth="1px" borderColor="border" rounded="lg" p="2">
          {hits.map((hit) => (
            <Box as="li" key={hit.url} position="relative" rounded="md" px="3" py="2" _hover={{ bg: "brand.subtle" }}>
              <AppLink to={hit.url} color="brand.fg" fontWeight="semibold" _after={{ content: '""', position: "absolute", inset: "0" }}>
                {hit.title}
              </AppLink>
              <Text fontSize="sm" color="fg.muted">
                <chakra.span fontWeight="medium">{hit.filters[HELP_KIND_FILTER]?.[0]}</chakra.span> · {hit.meta.summary}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * Searches the help and docs pages as the visitor types or on Search, with the site search's
 * Pagefind index (limited to those pages; src/components/search/useSearch.ts): titles that contain
 * the words first. Results show only once they answer the query in the box.
 */
export function HelpSearch() {
  const inputId = React.useId();
  const [query, setQuery] = React.useState("");
  const resultsHeading = React.useRef<HTMLHeadingElement>(null);
  const trimmed = query.trim();
  const state = useSearch(trimmed, HELP_FILTERS, ALL_HELP_PAGES);
  const answered = state.status === "done" && state.query === trimmed ? state : undefined;
  const hits = React.useMemo(() => (answered ? titleMatchesFirst(answered.hits, answered.query) : []), [answered]);

  // Read from a ref, so onSubmit stays the same function and the memoized form does not redraw its
  // Chakra input and button on every keystroke.
  const currentQuery = React.useRef(trimmed);
  currentQuery.current = trimmed;
  const onSubmit = React.useCallback((event: React.FormEvent) => {
    event.preventDefault();
    if (currentQuery.current) resultsHeading.current?.focus();
  }, []);

  return (
    <Box maxW="2xl" mx="auto" mt="8" textAlign="left">
      <SearchForm inputId={inputId} onQueryChange={setQuery} onSubmit={onSubmit} />
      <Box as="section" aria-labelledby="search-results-heading" mt="4" hidden={!trimmed} data-testid="search-results">
        <Heading as="h2" id="search-results-heading" ref={resultsHeading} tabIndex={-1} srOnly>
          Search results
        </Heading>
        {answered ? (
          <SearchResults query={answered.query} hits={hits} />
        ) : (
          <Text role="status" fontSize="sm" color="fg.muted" mb="3">
            {state.status === "not-built"
              ? "The search index is built by npm run build: search works on the built site."
              : state.status === "failed"
                ? SEARCH_FAILED_MESSAGE
                : trimmed
                  ? "Searching…"
                  : ""}
          </Text>
        )}
      </Box>
    </Box>
  );
}

interface SearchFormProps {
  inputId: string;
  onQueryChange: (query: string) => void;
  onSubmit: (event: React.FormEvent) => void;
}

const SearchForm = React.memo(function SearchForm({ inputId, onQueryChange, onSubmit }: SearchFormProps) {
  return (
    <chakra.form role="search" aria-label="Help and documentation" onSubmit={onSubmit}>
      <chakra.label htmlFor={inputId} srOnly>
        Search help articles and documentation
      </chakra.label>
      <HStack gap="2">
        <Input
          id={inputId}
          type="search"
          size="lg"
          bg="bg.canvas"
          placeholder="Try “CRM” or “webhooks”"
          defaultValue=""
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" colorPalette="brand" size="lg" flexShrink={0}>
          Search
        </Button>
      </HStack>
    </chakra.form>
  );
});
