import * as React from "react";
import { Box, Button, HStack, Heading, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { AppLink } from "../AppLink";
import { searchPages, type SearchablePage } from "../../lib/site-search";

export interface HelpSearchProps {
  pages: readonly SearchablePage[];
}

const resultCount = (count: number) => (count === 1 ? "1 result" : `${count} results`);

/**
 * The results for a query: memoized and fed a deferred query, so a keystroke first redraws the
 * input alone and React renders the matching list afterwards, in slices that let the browser paint.
 */
const SearchResults = React.memo(function SearchResults({ pages, query }: { pages: readonly SearchablePage[]; query: string }) {
  const results = React.useMemo(() => searchPages(pages, query), [pages, query]);
  return (
    <>
      <Text role="status" fontSize="sm" color="fg.muted" mb="3">
        {query ? (results.length ? `${resultCount(results.length)} for “${query}”` : `No results for “${query}”`) : ""}
      </Text>
      {query && results.length === 0 && (
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
      {results.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" bg="bg.canvas" borderWidth="1px" borderColor="border" rounded="lg" p="2">
          {results.map((page) => (
            <Box as="li" key={page.path} position="relative" rounded="md" px="3" py="2" _hover={{ bg: "brand.subtle" }}>
              <AppLink to={page.path} color="brand.fg" fontWeight="semibold" _after={{ content: '""', position: "absolute", inset: "0" }}>
                {page.title}
              </AppLink>
              <Text fontSize="sm" color="fg.muted">
                <chakra.span fontWeight="medium">{page.section}</chakra.span> · {page.summary}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
});

/**
 * Searches the help and docs pages in the browser, as the visitor types or on Search. A keystroke
 * only stores the query: the input keeps its own value, the form and the results are made once per
 * query, and the results follow a deferred copy of it, so React draws them after the keystroke has
 * been painted, in slices.
 */
export function HelpSearch({ pages }: HelpSearchProps) {
  const inputId = React.useId();
  const [query, setQuery] = React.useState("");
  const resultsHeading = React.useRef<HTMLHeadingElement>(null);
  const trimmed = query.trim();
  const shownQuery = React.useDeferredValue(trimmed);
  const currentQuery = React.useRef(trimmed);
  currentQuery.current = trimmed;

  const onSubmit = React.useCallback((event: React.FormEvent) => {
    event.preventDefault();
    if (currentQuery.current) resultsHeading.current?.focus();
  }, []);

  const form = React.useMemo(() => <SearchForm inputId={inputId} onQueryChange={setQuery} onSubmit={onSubmit} />, [inputId, onSubmit]);
  const results = React.useMemo(
    () => (
      <Box as="section" aria-labelledby="search-results-heading" mt="4" hidden={!shownQuery} data-testid="search-results">
        <Heading as="h2" id="search-results-heading" ref={resultsHeading} tabIndex={-1} srOnly>
          Search results
        </Heading>
        <SearchResults pages={pages} query={shownQuery} />
      </Box>
    ),
    [pages, shownQuery],
  );

  return (
    <Box maxW="2xl" mx="auto" mt="8" textAlign="left">
      {form}
      {/* Emptying the box hides the results at once, before the deferred list catches up. */}
      <div hidden={!trimmed}>{results}</div>
    </Box>
  );
}

interface SearchFormProps {
  inputId: string;
  onQueryChange: (query: string) => void;
  onSubmit: (event: React.FormEvent) => void;
}

function SearchForm({ inputId, onQueryChange, onSubmit }: SearchFormProps) {
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
}
