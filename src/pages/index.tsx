import type { PageProps } from "gatsby";
import { Container, Heading, HStack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/ButtonLink";
import { useSiteMetadata } from "../lib/useSiteMetadata";

export default function HomePage({ location }: PageProps) {
  const { tagline, description } = useSiteMetadata();
  return (
    <Layout>
      <Seo title="AI Marketing & Growth Platform" description={description} pathname={location.pathname} />
      <Container maxW="4xl" py={{ base: "16", md: "28" }} textAlign="center">
        <Heading as="h1" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" color="fg.heading" letterSpacing="tight">
          {tagline}
        </Heading>
        <Text mt="6" fontSize="lg" color="fg.muted">
          {description}
        </Text>
        <HStack mt="8" gap="3" justify="center" wrap="wrap">
          <ButtonLink to="/signup/" colorPalette="brand" size="lg">
            Start Free Trial
          </ButtonLink>
          <ButtonLink to="/features/" variant="outline" colorPalette="brand" size="lg">
            Explore Features
          </ButtonLink>
        </HStack>
      </Container>
    </Layout>
  );
}
