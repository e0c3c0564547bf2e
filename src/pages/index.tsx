import * as React from "react";
import type { PageProps } from "gatsby";
import { Box, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { NoticeButtonLink } from "../components/NoticeButtonLink";
import { demoContact, startTrial } from "../data/notices";
import { claims } from "../data/site";
import { useSiteMetadata } from "../lib/useSiteMetadata";
import { belowTheFold } from "../components/home/below-the-fold";

/*
 * Only the hero is in the page's first-load JavaScript. The sections below it (and the hero's
 * decorative artwork) come from a second chunk, requested as soon as this module runs. Their
 * HTML is rendered at build time, so they are visible at once; React hydrates them when the
 * chunk arrives (React 18 keeps server HTML inside a Suspense boundary until then).
 */
const HomeSections = React.lazy(belowTheFold);
const GrowthReportArt = React.lazy(() => belowTheFold().then((module) => ({ default: module.GrowthReportArt })));

function Hero() {
  const { tagline, description } = useSiteMetadata();
  return (
    <Box as="section" aria-labelledby="hero-title" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg.canvas">
      <Container maxW="6xl" py={{ base: "12", md: "20" }}>
        <Flex direction={{ base: "column", lg: "row" }} align="center" gap={{ base: "10", lg: "12" }}>
          <Box flex="1" textAlign={{ base: "center", lg: "start" }}>
            <Text color="brand.fg" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
              AI marketing & growth platform
            </Text>
            <Heading as="h1" id="hero-title" mt="3" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" color="fg.heading" letterSpacing="tight">
              {tagline}
            </Heading>
            <Text mt="6" fontSize={{ base: "md", md: "xl" }} color="fg.muted">
              {description}
            </Text>
            <Stack direction={{ base: "column", sm: "row" }} mt="8" gap="3" justify={{ base: "center", lg: "start" }}>
              <NoticeButtonLink to="/signup/" notice={startTrial} colorPalette="brand" size="lg">
                Start Free Trial
              </NoticeButtonLink>
              <NoticeButtonLink to="/contact/?subject=demo" notice={demoContact} variant="outline" colorPalette="brand" size="lg">
                Watch Demo
              </NoticeButtonLink>
            </Stack>
            <Text mt="4" fontSize="sm" color="fg.muted">
              {claims.trialDays}-day free trial · No credit card required
            </Text>
          </Box>
          <Box flex="1" w="full" maxW={{ base: "md", lg: "none" }} aspectRatio="4 / 3">
            <React.Suspense fallback={null}>
              <GrowthReportArt w="full" h="full" />
            </React.Suspense>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

export default function HomePage({ location }: PageProps) {
  const { description } = useSiteMetadata();
  return (
    <Layout search={{ section: "Product" }}>
      <Seo title="AI Marketing & Growth Platform" description={description} pathname={location.pathname} />
      <Hero />
      <React.Suspense fallback={null}>
        <HomeSections />
      </React.Suspense>
    </Layout>
  );
}
