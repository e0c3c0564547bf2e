import * as React from "react";
import type { PageProps } from "gatsby";
import { Badge, Box, Button, Container, Flex, Heading, HStack, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Card, Section } from "../components/Section";
import { AlertIcon, CheckIcon, ClockIcon, CrossIcon, WrenchIcon, type IconComponent } from "../components/icons";
import {
  incidentStatusLabel,
  incidents,
  normalizeServiceStatus,
  serviceGroups,
  serviceStatusLabels,
  type Incident,
  type IncidentImpact,
  type IncidentStatus,
  type ServiceGroup,
  type ServiceStatus,
  type ServiceStatusItem,
} from "../data/status";

/** Colour and icon per status; the text label is always shown too, so colour is never the only signal. */
const serviceStatusLook: Record<ServiceStatus, { palette: string; icon: IconComponent }> = {
  operational: { palette: "green", icon: CheckIcon },
  maintenance: { palette: "blue", icon: WrenchIcon },
  degraded: { palette: "orange", icon: AlertIcon },
  outage: { palette: "red", icon: CrossIcon },
  development: { palette: "brand", icon: ClockIcon },
};

const incidentStatusPalette: Record<IncidentStatus, string> = {
  resolved: "green",
  "in-progress": "orange",
  investigating: "red",
};

const impactPalette: Record<IncidentImpact, string> = {
  High: "red",
  Medium: "orange",
  Low: "gray",
};

function ServiceStatusBadge({ status }: { status: string }) {
  const known = normalizeServiceStatus(status);
  const { palette, icon: Icon } = serviceStatusLook[known];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" gap="1" data-testid="service-status">
      <Icon size={14} />
      {serviceStatusLabels[known]}
    </Badge>
  );
}

function ServiceRow({ service }: { service: ServiceStatusItem }) {
  return (
    <Flex
      as="li"
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="3"
      py="3.5"
      borderBottomWidth="1px"
      borderColor="border"
      _last={{ borderBottomWidth: "0" }}
      data-testid="service"
    >
      <Text fontWeight="medium" color="fg.heading">
        {service.name}
      </Text>
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="service-uptime">
          {service.uptime} uptime
        </Text>
        <ServiceStatusBadge status={service.status} />
      </HStack>
    </Flex>
  );
}

function ServiceGroupCard({ group }: { group: ServiceGroup }) {
  const titleId = `${group.id}-title`;
  return (
    <Card as="section" aria-labelledby={titleId} data-testid={group.id}>
      <Heading as="h3" id={titleId} fontSize="xl" color="fg.heading">
        {group.title}
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {group.description}
      </Text>
      <Box as="ul" listStyleType="none" mt="3">
        {group.services.map((service) => (
          <ServiceRow key={service.name} service={service} />
        ))}
      </Box>
    </Card>
  );
}

function IncidentCard({ incident }: { incident: Incident }) {
  return (
    <Card as="li" data-testid="incident">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h3" fontSize="lg" color="fg.heading">
          {incident.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={incidentStatusPalette[incident.status]} variant="subtle" size="md" data-testid="incident-status">
            {incidentStatusLabel(incident.status)}
          </Badge>
          <Badge colorPalette={impactPalette[incident.impact]} variant="outline" size="md" data-testid="incident-impact">
            {incident.impact} impact
          </Badge>
        </HStack>
      </Flex>
      <Text mt="2" color="fg.muted">
        {incident.description}
      </Text>
      <Text mt="3" fontSize="sm" color="fg.muted">
        <time dateTime={incident.isoDate}>{incident.date}</time>
      </Text>
    </Card>
  );
}

function SubscribeToUpdates() {
  const inputId = React.useId();
  return (
    <Section
      headingId="subscribe-title"
      title="Subscribe to Updates"
      lead="Get an email when an incident starts, changes or is resolved."
    >
      <Stack direction={{ base: "column", sm: "row" }} gap="3" maxW="lg" mx="auto" align={{ sm: "end" }}>
        <Box flex="1">
          <chakra.label htmlFor={inputId} display="block" fontWeight="medium" fontSize="sm" mb="1.5">
            Email address
          </chakra.label>
          <Input id={inputId} type="email" name="email" autoComplete="email" placeholder="you@company.com" />
        </Box>
        {/* Subscriptions are not live yet: the button is shown but has no action. */}
        <Button type="button" colorPalette="brand">
          Subscribe
        </Button>
      </Stack>
    </Section>
  );
}

export default function StatusPage({ location }: PageProps) {
  return (
    <Layout search={{ section: "Company" }}>
      <Seo
        title="System Status"
        description="Live status of the Scalewise website, dashboard services and account services, with recent incidents."
        pathname={location.pathname}
        keywords={["Scalewise status", "system status", "uptime", "incidents"]}
      />
      <PageHeader
        eyebrow="System status"
        title="Scalewise status"
        lead="The current state of every Scalewise page and service, and what we have been fixing."
      >
        <Badge mt="6" colorPalette="green" variant="solid" bg="green.700" size="lg" rounded="full" px="4" py="1.5" gap="2" data-testid="status-header-badge">
          <CheckIcon size={16} />
          Website Systems Operational
        </Badge>
      </PageHeader>
      <Box as="section" aria-labelledby="services-title" py={{ base: "14", md: "20" }}>
        <Container maxW="4xl">
          <Heading as="h2" id="services-title" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading" textAlign="center">
            Services
          </Heading>
          <Stack gap="6" mt="8">
            {serviceGroups.map((group) => (
              <ServiceGroupCard key={group.id} group={group} />
            ))}
          </Stack>
        </Container>
      </Box>
      <Section headingId="incidents-title" title="Recent incidents" bg="bg.band">
        <Stack as="ul" listStyleType="none" gap="4" maxW="4xl" mx="auto" data-testid="incidents">
          {incidents.map((incident) => (
            <IncidentCard key={incident.title} incident={incident} />
          ))}
        </Stack>
      </Section>
      <SubscribeToUpdates />
    </Layout>
  );
}
