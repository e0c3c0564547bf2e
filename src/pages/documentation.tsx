import { graphql, navigate, type PageProps } from "gatsby";
import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { AppLink } from "../components/AppLink";
import { ButtonLink } from "../components/ButtonLink";
import { apiQuickstart, docBadgePalette } from "../data/support";
import type { DocBadge } from "../content/vocabulary";
import { notices } from "../data/notices";
import { notify } from "../components/ui/notify";
import { noticeIntent } from "../components/ui/toaster-gate";

type DocNode = Queries.DocumentationQuery["allMarkdownRemark"]["nodes"][number];

function DocCard({ doc }: { doc: DocNode }) {
  const badge = (doc.frontmatter.badge ?? "Beginner") as DocBadge;
  return (
    <Stack
      as="li"
      gap="3"
      p="6"
      position="relative"
      bg="bg.canvas"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      _hover={{ borderColor: "brand.emphasized", boxShadow: "md" }}
      data-testid="doc-card"
    >
      <Badge colorPalette={docBadgePalette[badge]} variant="subtle" alignSelf="flex-start" data-testid="doc-badge">
        {badge}
      </Badge>
      <Heading as="h3" fontSize="lg" color="fg.heading">
        <AppLink to={doc.fields.path} color="fg.heading" _after={{ content: '""', position: "absolute", inset: "0" }}>
          {doc.frontmatter.title}
        </AppLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {doc.frontmatter.summary}
      </Text>
    </Stack>
  );
}

function QuickstartCard() {
  return (
    <Box as="section" aria-labelledby="quickstart-heading" bg="bg.inverted" color="fg.inverted" rounded="2xl" p={{ base: "6", md: "10" }} data-testid="api-quickstart">
      <Heading as="h2" id="quickstart-heading" fontSize={{ base: "xl", md: "2xl" }}>
        {apiQuickstart.title}
      </Heading>
      <Text mt="2" color="fg.invertedMuted" maxW="2xl">
        {apiQuickstart.description}
      </Text>
      <Stack as="ol" mt="5" gap="2" listStyleType="decimal" pl="5" color="fg.invertedMuted">
        {apiQuickstart.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Stack>
      <ButtonLink to={apiQuickstart.to} mt="6" bg="bg.canvas" color="brand.fg" _hover={{ bg: "brand.subtle" }}>
        {apiQuickstart.cta}
      </ButtonLink>
    </Box>
  );
}

function scheduleDemo() {
  void notify.show(notices.docsScheduleDemo);
  void navigate("/contact/?subject=demo");
}

export default function DocumentationPage({ data, location }: PageProps<Queries.DocumentationQuery>) {
  return (
    <Layout search={{ section: "Docs" }}>
      <Seo
        title="Documentation"
        description="Guides and reference for Scalewise: getting started, the REST API, AI features, integrations, security and webhooks."
        pathname={location.pathname}
        keywords={["Scalewise documentation", "API reference", "webhooks", "integrations", "security"]}
      />
      <PageHeader
        eyebrow="Documentation"
        title="Build with Scalewise"
        lead="Everything you need to set up your workspace, connect your tools and automate your growth stack through the API."
      />
      <Container maxW="6xl" py={{ base: "12", md: "16" }}>
        <Box as="section" aria-labelledby="guides-heading">
          <Heading as="h2" id="guides-heading" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading">
            Guides and reference
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" mt="6">
            {data.allMarkdownRemark.nodes.map((doc) => (
              <DocCard key={doc.id} doc={doc} />
            ))}
          </SimpleGrid>
        </Box>

        <Box mt="14">
          <QuickstartCard />
        </Box>

        <Box as="section" aria-labelledby="demo-heading" mt="14" bg="bg.band" rounded="2xl" p={{ base: "6", md: "10" }} textAlign="center">
          <Heading as="h2" id="demo-heading" fontSize={{ base: "xl", md: "2xl" }} color="fg.heading">
            Prefer a guided tour?
          </Heading>
          <Text color="fg.muted" mt="2" maxW="xl" mx="auto">
            A solutions engineer will walk your team through setup, the API and the integrations you rely on, in a 30-minute call.
          </Text>
          <Button type="button" colorPalette="brand" size="lg" mt="6" {...noticeIntent} onClick={scheduleDemo}>
            Schedule Demo
          </Button>
          <Text mt="4" fontSize="sm" color="fg.muted">
            Looking for answers instead?{" "}
            <AppLink to="/help-center/" color="brand.fg">
              Visit the Help Center
            </AppLink>
          </Text>
        </Box>
      </Container>
    </Layout>
  );
}

export const query = graphql`
  query Documentation {
    allMarkdownRemark(
      filter: { fields: { collection: { eq: "docs" } } }
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...ContentCard
        frontmatter {
          badge
        }
      }
    }
  }
`;
