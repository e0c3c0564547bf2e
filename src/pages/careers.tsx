import type { PageProps } from "gatsby";
import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { AppLink } from "../components/AppLink";
import { Card, IconTile } from "../components/Section";
import { BriefcaseIcon, MailIcon } from "../components/icons";
import { company } from "../data/site";

const resumeSubject = "Resume: general application";

export default function CareersPage({ location }: PageProps) {
  const mailto = `mailto:${company.careersEmail}?subject=${encodeURIComponent(resumeSubject)}`;
  return (
    <Layout search={{ section: "Company" }}>
      <Seo
        title="Careers"
        description="Work at Scalewise. We have no open roles right now, but we read every resume sent to our careers inbox."
        pathname={location.pathname}
        keywords={["Scalewise careers", "jobs", "AI marketing jobs", "work at Scalewise"]}
      />
      <PageHeader
        eyebrow="Careers"
        title="Build the future of marketing with us"
        lead="We are a small team in Bengaluru building AI that helps businesses grow. We hire people who care about customers and ship with care."
      />
      <Container maxW="4xl" py={{ base: "14", md: "20" }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Card as="section" aria-labelledby="openings-title">
            <IconTile>
              <BriefcaseIcon />
            </IconTile>
            <Heading as="h2" id="openings-title" mt="4" fontSize="2xl" color="fg.heading">
              No Current Openings
            </Heading>
            <Text mt="3" color="fg.muted">
              Every role on the team is filled for now. New positions will be listed on this page first, and we will
              write to everyone who has sent us a resume when one opens that fits.
            </Text>
          </Card>
          <Card as="section" aria-labelledby="resume-title">
            <IconTile>
              <MailIcon />
            </IconTile>
            <Heading as="h2" id="resume-title" mt="4" fontSize="2xl" color="fg.heading">
              Send us your resume
            </Heading>
            <Text mt="3" color="fg.muted">
              Tell us what you would like to work on and attach your resume. We read every message and reply within two
              weeks.
            </Text>
            <Link href={mailto} mt="5" display="inline-block" color="brand.fg" fontWeight="semibold" textDecoration="underline">
              {company.careersEmail}
            </Link>
          </Card>
        </SimpleGrid>
        <Stack mt="12" align="center" textAlign="center" gap="2">
          <Text color="fg.muted">Want to know more about how we work?</Text>
          <Box>
            <AppLink to="/about/" color="brand.fg" fontWeight="semibold">
              Read about our story and values
            </AppLink>
          </Box>
        </Stack>
      </Container>
    </Layout>
  );
}
