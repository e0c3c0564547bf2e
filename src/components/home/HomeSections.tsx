import { Box, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { NoticeButtonLink } from "../NoticeButtonLink";
import { Card, IconTile, Section } from "../Section";
import {
  BrainIcon,
  ChartIcon,
  ChatIcon,
  CheckIcon,
  CoinsIcon,
  DocumentIcon,
  FunnelIcon,
  LayersIcon,
  MagnetIcon,
  MailIcon,
  MegaphoneIcon,
  RadarIcon,
  SparklesIcon,
  TargetIcon,
  type IconComponent,
} from "../icons";
import { homeFeatures, homeServices, homeStats, provenResults, strengths, whyChoose } from "../../data/home";
import { salesContact, startTrial } from "../../data/notices";
import { claims } from "../../data/site";

export { GrowthReportArt } from "../artwork";

const featureIcons: IconComponent[] = [RadarIcon, DocumentIcon, MegaphoneIcon, FunnelIcon, MagnetIcon, MailIcon];
const whyIcons: IconComponent[] = [LayersIcon, CoinsIcon, BrainIcon];
const serviceIcons: IconComponent[] = [
  TargetIcon,
  DocumentIcon,
  MegaphoneIcon,
  FunnelIcon,
  ChartIcon,
  MailIcon,
  SparklesIcon,
  ChatIcon,
];

function CardIcon({ icon: Icon }: { icon: IconComponent }) {
  return (
    <IconTile>
      <Icon />
    </IconTile>
  );
}

function Features() {
  return (
    <Section
      headingId="features-title"
      eyebrow="Features"
      title="Every growth task, one intelligent workspace"
      lead="Six tools that share your data, so each one gets smarter from the others."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="home-features">
        {homeFeatures.map((feature, index) => (
          <Card as="li" key={feature.title}>
            <CardIcon icon={featureIcons[index]} />
            <Heading as="h3" mt="4" fontSize="lg" color="fg.heading">
              {feature.title}
            </Heading>
            <Text mt="2" color="fg.muted">
              {feature.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function WhyChoose() {
  return (
    <Section headingId="why-title" eyebrow="Why Scalewise" title="Why teams choose Scalewise" bg="bg.band">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="8">
        {whyChoose.map((reason, index) => (
          <Box as="li" key={reason.title} textAlign="center">
            <CardIcon icon={whyIcons[index]} />
            <Heading as="h3" mt="4" fontSize="xl" color="fg.heading">
              {reason.title}
            </Heading>
            <Text mt="2" color="fg.muted">
              {reason.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Strengths() {
  return (
    <Section headingId="strengths-title" eyebrow="Our strengths" title="Built for marketers who answer for results">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10" alignItems="center">
        <Stack as="ul" listStyleType="none" gap="4">
          {strengths.map((strength) => (
            <HStack as="li" key={strength} gap="3" align="start" fontSize="lg">
              <Box color="brand.fg" mt="0.5">
                <CheckIcon />
              </Box>
              <Text>{strength}</Text>
            </HStack>
          ))}
        </Stack>
        <Box bg="bg.inverted" color="fg.inverted" rounded="2xl" p={{ base: "6", md: "8" }}>
          <Heading as="h3" fontSize="xl">
            Proven Results
          </Heading>
          <Stack as="dl" mt="6" gap="5">
            {provenResults.map((figure) => (
              <Flex key={figure.label} direction="column-reverse">
                <Text as="dt" color="fg.invertedMuted">
                  {figure.label}
                </Text>
                <Text as="dd" fontSize="3xl" fontWeight="bold" lineHeight="1.2">
                  {figure.value}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      </SimpleGrid>
    </Section>
  );
}

function Services() {
  return (
    <Section
      headingId="services-title"
      eyebrow="Services"
      title="What Scalewise does for you"
      lead="Eight services your team can switch on from day one."
      bg="bg.band"
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" data-testid="home-services">
        {homeServices.map((service, index) => (
          <Card as="li" key={service.title}>
            <CardIcon icon={serviceIcons[index]} />
            <Heading as="h3" mt="4" fontSize="md" color="fg.heading">
              {service.title}
            </Heading>
            <Text mt="1" fontSize="sm" color="fg.muted">
              {service.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Stats() {
  return (
    <Box as="section" aria-label="Scalewise in numbers" bg="bg.inverted" color="fg.inverted" py={{ base: "12", md: "16" }}>
      <Container maxW="6xl">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="8" textAlign="center" data-testid="home-stats">
          {homeStats.map((stat) => (
            <Flex key={stat.label} direction="column-reverse">
              <Text as="dt" color="fg.invertedMuted">
                {stat.label}
              </Text>
              <Text as="dd" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold">
                {stat.value}
              </Text>
            </Flex>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function ClosingCallToAction() {
  return (
    <Section
      headingId="cta-title"
      title="Ready to see what your data can do?"
      lead={`Start your ${claims.trialDays}-day free trial today. No credit card, and our team will have you set up within ${claims.onboarding}.`}
    >
      <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="center">
        <NoticeButtonLink to="/signup/" notice={startTrial} colorPalette="brand" size="lg">
          Start Your Free Trial
        </NoticeButtonLink>
        <NoticeButtonLink to="/contact/?subject=sales" notice={salesContact} variant="outline" colorPalette="brand" size="lg">
          Contact Sales
        </NoticeButtonLink>
      </Stack>
    </Section>
  );
}

/** Everything on the home page below the hero. */
export default function HomeSections() {
  return (
    <>
      <Features />
      <WhyChoose />
      <Strengths />
      <Services />
      <Stats />
      <ClosingCallToAction />
    </>
  );
}
