import { Box, Container, Flex, Grid, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { AppLink } from "../AppLink";
import { LogoMark } from "../Logo";
import { footerColumns, legalNav } from "../../data/navigation";
import { company } from "../../data/site";
import { useSiteMetadata } from "../../lib/useSiteMetadata";

const footerLinkStyles = {
  color: "fg.invertedMuted",
  textDecoration: "none",
  _hover: { color: "fg.inverted", textDecoration: "underline" },
} as const;

export interface FooterProps {
  copyrightYear?: number;
}

export function Footer({ copyrightYear = company.copyrightYear }: FooterProps) {
  const { title, tagline } = useSiteMetadata();
  return (
    <Box as="footer" bg="bg.inverted" color="fg.inverted" pt="14" pb="8">
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
            <Box as="nav" key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <Heading
                as="h2"
                id={`footer-${column.heading}`}
                fontSize="sm"
                textTransform="uppercase"
                letterSpacing="wider"
                mb="4"
              >
                {column.heading}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <AppLink to={link.to} {...footerLinkStyles}>
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </Stack>
            </Box>
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
          <HStack as="ul" listStyleType="none" gap="6" fontSize="sm" aria-label="Legal">
            {legalNav.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to} {...footerLinkStyles}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
