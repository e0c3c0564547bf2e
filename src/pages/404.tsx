import * as React from "react";
import type { PageProps } from "gatsby";
import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { AppLink } from "../components/AppLink";
import { ButtonLink } from "../components/ButtonLink";
import { notFoundSuggestions } from "../data/not-found";
import { company } from "../data/site";
import { requestedPathname } from "../lib/odd-urls";
import { REQUESTED_PATH_ID, REQUESTED_PATH_SCRIPT } from "../lib/inline-scripts";

/** The path the visitor asked for, decoded for display (React renders it as text, never as markup). */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}


/**
 * The requested path in the browser (matching what the inline script wrote), null on the server.
 * An address Gatsby could not take is shown repaired in the address bar; the visitor's own is shown here.
 */
function useRequestedPath(): string | null {
  const [path] = React.useState(() => (typeof window === "undefined" ? null : displayPath(requestedPathname(window.location))));
  React.useEffect(() => {
    if (path !== null) console.error(`404 Error: User attempted to access non-existent route: ${path}`);
  }, [path]);
  return path;
}

export default function NotFoundPage(_props: PageProps) {
  const requestedPath = useRequestedPath();
  return (
    <Layout copyrightYear={company.notFoundCopyrightYear}>
      <Seo title="404 - Page Not Found" description="The page you asked for does not exist." noindex />
      <Container maxW="5xl" py={{ base: "14", md: "20" }}>
        <Stack align="center" textAlign="center" gap="4">
          <Text fontSize={{ base: "6xl", md: "8xl" }} fontWeight="black" lineHeight="1" color="brand.fg" aria-hidden="true">
            404
          </Text>
          <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="fg.heading">
            Oops! Page not found
          </Heading>
          <Text color="fg.muted" maxW="xl">
            We looked everywhere, but there is nothing at{" "}
            <chakra.code
              id={REQUESTED_PATH_ID}
              data-testid="requested-path"
              // The inline script below replaces the placeholder before React hydrates.
              suppressHydrationWarning
              fontFamily="mono"
              bg="bg.muted"
              px="1.5"
              py="0.5"
              rounded="sm"
              wordBreak="break-all"
              color="fg"
            >
              {requestedPath ?? "this address"}
            </chakra.code>
            <script dangerouslySetInnerHTML={{ __html: REQUESTED_PATH_SCRIPT }} />
            . It may have moved, or the link may be mistyped.
          </Text>
          <HStack gap="3" wrap="wrap" justify="center" pt="2">
            <ButtonLink to="/" colorPalette="brand" size="lg">
              Take Me Home
            </ButtonLink>
          </HStack>
        </Stack>

        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="14" aria-label="Popular destinations">
          {notFoundSuggestions.map((suggestion) => (
            <Box
              as="li"
              key={suggestion.to}
              position="relative"
              borderWidth="1px"
              borderColor="border"
              rounded="xl"
              p="5"
              bg="bg.panel"
              _hover={{ borderColor: "brand.300", boxShadow: "md" }}
              transition="box-shadow 0.2s, border-color 0.2s"
            >
              <Heading as="h2" fontSize="md" color="fg.heading">
                <AppLink to={suggestion.to} color="brand.fg" _after={{ content: '""', position: "absolute", inset: "0" }}>
                  {suggestion.label}
                </AppLink>
              </Heading>
              <Text mt="2" fontSize="sm" color="fg.muted">
                {suggestion.description}
              </Text>
            </Box>
          ))}
        </SimpleGrid>

        <Stack direction={{ base: "column", sm: "row" }} gap="6" justify="center" align="center" mt="12">
          <AppLink to="/" color="brand.fg" fontWeight="medium">
            ← Back to Home
          </AppLink>
          <AppLink to="/help-center/" color="brand.fg" fontWeight="medium">
            Need Help?
          </AppLink>
        </Stack>
      </Container>
    </Layout>
  );
}
