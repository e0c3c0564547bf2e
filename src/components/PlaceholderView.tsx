import { Box, Container, Heading, HStack, Text } from "@chakra-ui/react";
import { ButtonLink } from "./ButtonLink";
import { NOT_INDEXED, helpKindFilter } from "./search/indexed-region";

export type PlaceholderKind = "page" | "article";

export interface PlaceholderViewProps {
  kind: PlaceholderKind;
  /** The topic of the page, e.g. "API Reference". */
  title: string;
  summary?: string;
  back: { to: string; label: string };
  /** The help center box's label for the page, kept as its `kind` filter in the site search. */
  searchKind?: string;
}

export const placeholderHeading: Record<PlaceholderKind, string> = {
  page: "Page Under Development",
  article: "Article Under Development",
};

/** Shown for docs and help routes whose content is still being written. */
export function PlaceholderView({ kind, title, summary, back, searchKind }: PlaceholderViewProps) {
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }} textAlign="center" {...(searchKind && helpKindFilter(searchKind))}>
      <Box mx="auto" mb="6" w="20" h="20" aria-hidden="true" {...NOT_INDEXED}>
        <svg viewBox="0 0 80 80" width="80" height="80">
          <rect x="6" y="10" width="68" height="56" rx="10" fill="#f1f0ff" stroke="#8a7dfb" strokeWidth="3" />
          <path d="M20 30h40M20 42h28M20 54h18" stroke="#5a46e5" strokeWidth="4" strokeLinecap="round" />
          <circle cx="60" cy="54" r="10" fill="#5a46e5" />
          <path d="M60 49v6l4 2" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" fill="none" />
        </svg>
      </Box>
      {/* The site search indexes the topic and the summary only, the topic as the result's title. */}
      <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" data-pagefind-meta="title" data-pagefind-weight="7">
        {title}
      </Text>
      <Heading as="h1" {...NOT_INDEXED} mt="2" fontSize={{ base: "3xl", md: "4xl" }} color="fg.heading">
        {placeholderHeading[kind]}
      </Heading>
      {summary && (
        <Text mt="4" color="fg.muted" fontSize="lg" data-pagefind-meta="summary">
          {summary}
        </Text>
      )}
      <Text mt="4" color="fg.muted" {...NOT_INDEXED}>
        We are writing this {kind} right now. Please check back soon.
      </Text>
      <HStack mt="8" gap="3" justify="center" wrap="wrap" {...NOT_INDEXED}>
        <ButtonLink to={back.to} colorPalette="brand">
          {back.label}
        </ButtonLink>
        <ButtonLink to="/contact/" variant="outline" colorPalette="brand">
          Ask our team
        </ButtonLink>
      </HStack>
    </Container>
  );
}
