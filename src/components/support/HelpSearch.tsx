import * as React from "react";
import { Box, Button, HStack, Heading, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { AppLink } from "../AppLink";
import { searchPages, type SearchablePage } from "../../lib/site-search";

export interface HelpSearchProps {
  pages: readonly SearchablePage[];
}

const resultCount = (count: number) => (count === 1 ? "1 result" : `${count} results`);

/** Searches the help and docs pages in the browser, as the visitor types or on Search. */
export function HelpSearch({ pages }: HelpSearchProps) {
  const inputId = React.useId();
  const [query, setQuery] = React.useState("");
  const resultsHeading = React.useRef<HTMLHeadingElement>(null);
  const trimmed = query.trim();
  const results = React.useMemo(() => searchPages(pages, trimmed), [pages, trimmed]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (trimmed) resultsHeading.current?.focus();
  };

  return (
    <Box maxW="2xl" mx="auto" mt="8" textAlign="left">
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
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" colorPalette="brand" size="lg" flexShrink={0}>
            Search
          </Button>
        </HStack>
      </chakra.form>

      <Box as="section" aria-labelledby="search-results-heading" mt="4" hidden={!trimmed} data-testid="search-results">
        <Heading as="h2" id="search-results-heading" ref={resultsHeading} tabIndex={-1} srOnly>
          Search results
        </Heading>
        <Text role="status" fontSize="sm" color="fg.muted" mb="3">
          {trimmed ? (results.length ? `${resultCount(results.length)} for “${trimmed}”` : `No results for “${trimmed}”`) : ""}
        </Text>
        {trimmed && results.length === 0 && (
          <Box bg="bg.canvas" borderWidth="1px" borderColor="border" rounded="lg" p="5" data-testid="no-results">
            <Text fontWeight="semibold" color="fg.heading">
              Nothing matches “{trimmed}” yet.
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
      </Box>
    </Box>
  );
}
