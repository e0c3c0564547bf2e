import { Box, HStack, Text } from "@chakra-ui/react";
import { AppLink } from "../AppLink";

/** Page numbers to show around the current one: 1 … 4 5 [6] 7 8 … 20 (null marks a gap). */
export function pageWindow(current: number, total: number, radius = 2): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === total || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface PaginationProps {
  current: number;
  total: number;
  /** The URL of a page number. */
  href: (page: number) => string;
}

const pageLinkStyles = {
  minW: "10",
  h: "10",
  px: "3",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  rounded: "md",
  borderWidth: "1px",
  borderColor: "border",
  textDecoration: "none",
  fontWeight: "medium",
  _hover: { bg: "brand.subtle", textDecoration: "none" },
} as const;

export function Pagination({ current, total, href }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <Box as="nav" aria-label="Blog pages" mt="12">
      <HStack as="ul" listStyleType="none" gap="2" justify="center" wrap="wrap">
        {current > 1 && (
          <li>
            <AppLink to={href(current - 1)} rel="prev" {...pageLinkStyles}>
              ← Newer
            </AppLink>
          </li>
        )}
        {pageWindow(current, total).map((page, index) =>
          page === null ? (
            <Text as="li" key={`gap-${index}`} aria-hidden="true" color="fg.muted" px="1">
              …
            </Text>
          ) : (
            <li key={page}>
              <AppLink
                to={href(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
                {...pageLinkStyles}
                {...(page === current ? { bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid", _hover: {} } : { color: "fg" })}
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <AppLink to={href(current + 1)} rel="next" {...pageLinkStyles}>
              Older →
            </AppLink>
          </li>
        )}
      </HStack>
    </Box>
  );
}
