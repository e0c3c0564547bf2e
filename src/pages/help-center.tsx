import { graphql, type PageProps } from "gatsby";
import { Box, Button, Container, HStack, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { AppLink } from "../components/AppLink";
import { ButtonLink } from "../components/ButtonLink";
import { HelpSearch } from "../components/support/HelpSearch";
import { notices } from "../data/notices";
import { notify } from "../components/ui/notify";
import { noticeIntent } from "../components/ui/toaster-gate";
import { company } from "../data/site";

type HelpNode = Queries.HelpCenterQuery["help"]["nodes"][number];

const articlesLabel = (count: number) => (count === 1 ? "1 article" : `${count} articles`);

function CategoryCard({ category }: { category: HelpNode }) {
  return (
    <Stack
      as="li"
      gap="2"
      p="6"
      position="relative"
      bg="bg.canvas"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      _hover={{ borderColor: "brand.emphasized", boxShadow: "md" }}
      data-testid="help-category"
    >
      <Heading as="h3" fontSize="lg" color="fg.heading">
        <AppLink to={category.fields.path} color="fg.heading" _after={{ content: '""', position: "absolute", inset: "0" }}>
          {category.frontmatter.title}
        </AppLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm" flex="1">
        {category.frontmatter.summary}
      </Text>
      <Text color="brand.fg" fontWeight="semibold" fontSize="sm" data-testid="article-count">
        {articlesLabel(category.frontmatter.articleCount ?? 0)}
      </Text>
    </Stack>
  );
}

export default function HelpCenterPage({ data, location }: PageProps<Queries.HelpCenterQuery>) {
  const categories = data.help.nodes.filter((node) => node.frontmatter.kind === "page");
  const articles = data.help.nodes.filter((node) => node.frontmatter.kind === "article");

  return (
    <Layout search={{ section: "Help" }}>
      <Seo
        title="Help Center"
        description="Answers, tutorials and API guides for Scalewise: search the help center, browse categories or contact support."
        pathname={location.pathname}
        keywords={["Scalewise help", "support", "tutorials", "API documentation", "getting started"]}
      />
      <PageHeader eyebrow="Help Center" title="How can we help?" lead="Search our guides and documentation, or browse by topic below.">
        <HelpSearch />
      </PageHeader>

      <Container maxW="6xl" py={{ base: "12", md: "16" }}>
        <Box as="section" aria-labelledby="categories-heading">
          <Heading as="h2" id="categories-heading" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading">
            Browse by category
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" mt="6">
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" aria-labelledby="popular-heading" mt="14">
          <Heading as="h2" id="popular-heading" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading">
            Popular articles
          </Heading>
          <Stack as="ol" listStyleType="none" gap="0" mt="6" borderWidth="1px" borderColor="border" rounded="xl" data-testid="popular-articles">
            {articles.map((article, index) => (
              <Box as="li" key={article.id} px="5" py="4" borderTopWidth={index === 0 ? "0" : "1px"} borderColor="border">
                <AppLink to={article.fields.path} color="brand.fg" fontWeight="semibold">
                  {article.frontmatter.title}
                </AppLink>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {article.frontmatter.summary}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="support-heading" mt="14" bg="bg.band" rounded="2xl" p={{ base: "6", md: "10" }} textAlign="center">
          <Heading as="h2" id="support-heading" fontSize={{ base: "xl", md: "2xl" }} color="fg.heading">
            Still need help?
          </Heading>
          <Text color="fg.muted" mt="2" maxW="xl" mx="auto">
            Our support team replies within 24 hours. Phone support runs {company.phoneHours}.
          </Text>
          <HStack gap="3" justify="center" wrap="wrap" mt="6">
            <ButtonLink to="/contact/" colorPalette="brand" size="lg">
              Contact Support
            </ButtonLink>
            <Button type="button" variant="outline" colorPalette="brand" size="lg" {...noticeIntent} onClick={() => void notify.show(notices.communityComingSoon)}>
              Join Community
            </Button>
          </HStack>
        </Box>
      </Container>
    </Layout>
  );
}

export const query = graphql`
  query HelpCenter {
    help: allMarkdownRemark(
      filter: { fields: { collection: { eq: "help" } } }
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...ContentCard
        frontmatter {
          kind
          articleCount
        }
      }
    }
  }
`;
