import type { PageProps } from "gatsby";
import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { ButtonLink } from "../components/ButtonLink";
import { NoticeButtonLink } from "../components/NoticeButtonLink";
import { Card, IconTile, Section } from "../components/Section";
import {
  ChatIcon,
  CheckIcon,
  DocumentIcon,
  FunnelIcon,
  MagnetIcon,
  MailIcon,
  MegaphoneIcon,
  PlugIcon,
  PulseIcon,
  RadarIcon,
  SparklesIcon,
  type IconComponent,
} from "../components/icons";
import { capabilities, integrationGroups, type Capability, type CapabilityIcon } from "../data/features";
import { startTrial } from "../data/notices";
import { claims } from "../data/site";

const capabilityIcons: Record<CapabilityIcon, IconComponent> = {
  radar: RadarIcon,
  document: DocumentIcon,
  megaphone: MegaphoneIcon,
  funnel: FunnelIcon,
  magnet: MagnetIcon,
  mail: MailIcon,
  sparkles: SparklesIcon,
  pulse: PulseIcon,
  chat: ChatIcon,
};

function CapabilityCard({ capability }: { capability: Capability }) {
  const Icon = capabilityIcons[capability.icon];
  return (
    <Card as="li" display="flex" flexDirection="column">
      <IconTile>
        <Icon />
      </IconTile>
      <Heading as="h3" mt="4" fontSize="lg" color="fg.heading">
        {capability.title}
      </Heading>
      <Text mt="2" color="fg.muted">
        {capability.summary}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" mt="4" pt="4" borderTopWidth="1px" borderColor="border" aria-label={`${capability.title} benefits`}>
        {capability.benefits.map((benefit) => (
          <HStack as="li" key={benefit} gap="2" align="start" fontSize="sm">
            <Box color="brand.fg" mt="0.5">
              <CheckIcon size={16} />
            </Box>
            <span>{benefit}</span>
          </HStack>
        ))}
      </Stack>
    </Card>
  );
}

function Integrations() {
  return (
    <Section
      id="integrations"
      headingId="integrations-title"
      eyebrow="Integrations"
      title={`${claims.integrations} integrations with the tools you already use`}
      lead="Connect your accounts in a few clicks. Data flows both ways, so Scalewise works alongside your stack instead of replacing it."
      bg="bg.band"
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="integration-groups">
        {integrationGroups.map((group) => (
          <Card as="li" key={group.id}>
            <HStack gap="3">
              <IconTile boxSize="10">
                <PlugIcon size={20} />
              </IconTile>
              <Heading as="h3" fontSize="lg" color="fg.heading">
                {group.title}
              </Heading>
            </HStack>
            <Text mt="3" color="fg.muted" fontSize="sm">
              {group.description}
            </Text>
            <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" mt="4" aria-label={`${group.title} integrations`}>
              {group.tools.map((tool) => (
                <Box as="li" key={tool} px="3" py="1" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="sm" fontWeight="medium">
                  {tool}
                </Box>
              ))}
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export default function FeaturesPage({ location }: PageProps) {
  return (
    <Layout search={{ section: "Product" }}>
      <Seo
        title="Features"
        description="Nine AI tools in one workspace: competitor analysis, content strategy, paid-ad optimisation, funnels, lead scoring, email automation, creative, social listening and chatbots."
        pathname={location.pathname}
        keywords={["AI marketing features", "competitor analysis", "lead scoring", "email automation", "marketing integrations"]}
      />
      <PageHeader
        eyebrow="Features"
        title="Nine AI tools. One growth workspace."
        lead="Everything from market research to the follow-up email shares the same data, so every tool gets smarter from the others."
      />
      <Section
        headingId="capabilities-title"
        title="What you can do with Scalewise"
        lead="Each capability is available from your first trial day, and each one feeds the same contact and campaign records."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="capabilities">
          {capabilities.map((capability) => (
            <CapabilityCard key={capability.title} capability={capability} />
          ))}
        </SimpleGrid>
      </Section>
      <Integrations />
      <Section
        headingId="features-cta-title"
        title="See it working on your own data"
        lead={`Try every feature free for ${claims.trialDays} days, no credit card needed, or compare what each plan includes.`}
      >
        <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="center">
          <NoticeButtonLink to="/signup/" notice={startTrial} colorPalette="brand" size="lg">
            Start Free Trial
          </NoticeButtonLink>
          <ButtonLink to="/pricing/" variant="outline" colorPalette="brand" size="lg">
            Compare plans
          </ButtonLink>
        </Stack>
      </Section>
    </Layout>
  );
}
