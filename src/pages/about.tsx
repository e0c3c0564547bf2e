import type { PageProps } from "gatsby";
import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { ButtonLink } from "../components/ButtonLink";
import { Card, IconTile, Section } from "../components/Section";
import { BoltIcon, ShieldIcon, TargetIcon, UsersIcon, type IconComponent } from "../components/icons";
import { mission, story, team, values, type ValueIcon } from "../data/about";

const valueIcons: Record<ValueIcon, IconComponent> = {
  target: TargetIcon,
  shield: ShieldIcon,
  users: UsersIcon,
  bolt: BoltIcon,
};

/** Eleven disconnected tools becoming one workspace: the story in a picture. */
function StoryArt() {
  return (
    <Box aria-hidden="true" w="full" maxW="sm" mx="auto">
      <svg viewBox="0 0 320 240" width="100%" height="100%" focusable="false">
        <rect x="8" y="8" width="304" height="224" rx="24" fill="#f1f0ff" />
        <g fill="#fff" stroke="#cdc9ff" strokeWidth="2">
          <rect x="28" y="30" width="44" height="32" rx="8" />
          <rect x="28" y="104" width="44" height="32" rx="8" />
          <rect x="28" y="178" width="44" height="32" rx="8" />
          <rect x="248" y="30" width="44" height="32" rx="8" />
          <rect x="248" y="104" width="44" height="32" rx="8" />
          <rect x="248" y="178" width="44" height="32" rx="8" />
        </g>
        <g stroke="#8a7dfb" strokeWidth="3" strokeDasharray="6 6" fill="none">
          <path d="M72 46C110 46 110 100 126 110" />
          <path d="M72 120H126" />
          <path d="M72 194C110 194 110 140 126 130" />
          <path d="M248 46C210 46 210 100 194 110" />
          <path d="M248 120H194" />
          <path d="M248 194C210 194 210 140 194 130" />
        </g>
        <rect x="120" y="80" width="80" height="80" rx="20" fill="#5a46e5" />
        <rect x="138" y="124" width="10" height="18" rx="3" fill="#cdc9ff" />
        <rect x="155" y="112" width="10" height="30" rx="3" fill="#e4e2ff" />
        <rect x="172" y="98" width="10" height="44" rx="3" fill="#fff" />
      </svg>
    </Box>
  );
}

function Story() {
  return (
    <Box as="section" aria-labelledby="story-title" py={{ base: "14", md: "20" }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "10", lg: "16" }} alignItems="center">
          <Box>
            <Heading as="h2" id="story-title" fontSize={{ base: "2xl", md: "4xl" }} color="fg.heading" letterSpacing="tight">
              Our story
            </Heading>
            <Stack gap="4" mt="5" fontSize="lg" color="fg.muted">
              {story.map((paragraph) => (
                <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
              ))}
            </Stack>
          </Box>
          <StoryArt />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Mission() {
  return (
    <Box as="section" aria-labelledby="mission-title" bg="bg.inverted" color="fg.inverted" py={{ base: "14", md: "20" }}>
      <Container maxW="4xl" textAlign="center">
        <Heading as="h2" id="mission-title" fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="brand.200">
          Our mission
        </Heading>
        <Text mt="4" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="semibold" lineHeight="1.35">
          {mission}
        </Text>
      </Container>
    </Box>
  );
}

function Values() {
  return (
    <Section headingId="values-title" eyebrow="What we value" title="Four values behind every decision">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6" data-testid="values">
        {values.map((value) => {
          const Icon = valueIcons[value.icon];
          return (
            <Card as="li" key={value.title} display="flex" gap="4">
              <IconTile>
                <Icon />
              </IconTile>
              <Box>
                <Heading as="h3" fontSize="lg" color="fg.heading">
                  {value.title}
                </Heading>
                <Text mt="1" color="fg.muted">
                  {value.description}
                </Text>
              </Box>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function Team() {
  return (
    <Section headingId="team-title" eyebrow="Team" title="The people behind Scalewise" bg="bg.band">
      <Box as="ul" listStyleType="none" data-testid="team">
        {team.map((member) => (
          <Card as="li" key={member.name} maxW="lg" mx="auto" textAlign="center" p={{ base: "6", md: "8" }}>
            <Flex
              aria-hidden="true"
              mx="auto"
              boxSize="20"
              rounded="full"
              bg="brand.solid"
              color="white"
              align="center"
              justify="center"
              fontSize="2xl"
              fontWeight="bold"
            >
              {member.initials}
            </Flex>
            <Heading as="h3" mt="4" fontSize="xl" color="fg.heading">
              {member.name}
            </Heading>
            <Text color="brand.fg" fontWeight="medium">
              {member.role}
            </Text>
            <Text mt="3" color="fg.muted">
              {member.bio}
            </Text>
          </Card>
        ))}
      </Box>
      <Flex justify="center" mt="10">
        <ButtonLink to="/careers/" variant="outline" colorPalette="brand">
          Work with us
        </ButtonLink>
      </Flex>
    </Section>
  );
}

export default function AboutPage({ location }: PageProps) {
  return (
    <Layout search={{ section: "Company" }}>
      <Seo
        title="About"
        description="Why we built Scalewise, the mission behind it, the values we work by and the team that runs it."
        pathname={location.pathname}
        keywords={["about Scalewise", "AI marketing company", "Scalewise team", "Scalewise mission"]}
      />
      <PageHeader
        eyebrow="About Scalewise"
        title="We help businesses grow with data, not guesswork"
        lead="Scalewise brings the research, planning and execution of modern marketing into one AI-powered workspace."
      />
      <Story />
      <Mission />
      <Values />
      <Team />
    </Layout>
  );
}
