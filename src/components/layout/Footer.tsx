import { Box, Container, Flex, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "gatsby";
import { LogoMark } from "../Logo";
import { footerColumns, legalNav } from "../../data/navigation";
import { company } from "../../data/site";
import { useSiteMetadata } from "../../lib/useSiteMetadata";

/**
 * The footer's links, headings and lists are plain elements styled from its root: it is on every
 * page, and one Chakra component per link (about 40 of them) was a third of every page's server
 * rendering at build time and of its hydration in the browser.
 */
const footerStyles = {
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    borderRadius: "l1",
    color: "fg.invertedMuted",
    textDecoration: "none",
    focusVisibleRing: "outside",
    _hover: { color: "fg.inverted", textDecoration: "underline", textUnderlineOffset: "3px" },
  },
  "& ul": { listStyleType: "none" },
  "& h2": {
    fontFamily: "heading",
    fontWeight: "semibold",
    fontSize: "sm",
    textTransform: "uppercase",
    letterSpacing: "wider",
    mb: "4",
  },
  "& nav ul": { display: "flex", flexDirection: "column", gap: "2" },
  '& ul[aria-label="Legal"]': { display: "flex", alignItems: "center", gap: "6", fontSize: "sm" },
} as const;

export interface FooterProps {
  copyrightYear?: number;
}

export function Footer({ copyrightYear = company.copyrightYear }: FooterProps) {
  const { title, tagline } = useSiteMetadata();
  return (
    <Box as="footer" bg="bg.inverted" color="fg.inverted" pt="14" pb="8" css={footerStyles}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", md: "2fr 1fr 1fr 1fr" }} gap="10">
          <Stack gap="4" maxW="sm">
            <HStack gap="2" fontWeight="bold" fontSize="xl">
              <LogoMark />
              <span>{title}</span>
            </HStack>
            <Text color="fg.invertedMuted">{company.footerDescription}</Text>
            <Text fontWeight="semibold" color="brand.200">
              {tagline}
            </Text>
          </Stack>
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2 id={`footer-${column.heading}`}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: "column", sm: "row" }}
          gap="4"
          justify="space-between"
          align={{ base: "flex-start", sm: "center" }}
        >
          <Text color="fg.invertedMuted" fontSize="sm" data-testid="copyright">
            © {copyrightYear} {title}. All rights reserved.
          </Text>
          <ul aria-label="Legal">
            {legalNav.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Flex>
      </Container>
    </Box>
  );
}
