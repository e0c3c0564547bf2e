import type { PageProps } from "gatsby";
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { ButtonLink } from "../components/ButtonLink";
import { Section } from "../components/Section";
import { Disclosure } from "../components/Disclosure";
import { CheckIcon, CrossIcon } from "../components/icons";
import { plans, pricingFaqs, type Plan } from "../data/plans";
import { claims, company } from "../data/site";

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function PlanList({ title, items, included, planName }: { title: string; items: string[]; included: boolean; planName: string }) {
  const Icon = included ? CheckIcon : CrossIcon;
  return (
    <Box mt="6">
      <Heading as="h4" fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" id={`${slug(planName)}-${slug(title)}`}>
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2.5" mt="3" aria-labelledby={`${slug(planName)}-${slug(title)}`}>
        {items.map((item) => (
          <HStack as="li" key={item} gap="2.5" align="start" color={included ? "fg" : "fg.muted"}>
            <Box color={included ? "brand.fg" : "fg.muted"} mt="0.5">
              <Icon size={18} />
            </Box>
            <span>{item}</span>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Box
      as="li"
      position="relative"
      display="flex"
      flexDirection="column"
      bg="bg.panel"
      rounded="2xl"
      p={{ base: "6", md: "8" }}
      borderWidth={plan.popular ? "2px" : "1px"}
      borderColor={plan.popular ? "brand.solid" : "border"}
      boxShadow={plan.popular ? "lg" : "xs"}
      aria-labelledby={`plan-${slug(plan.name)}`}
      data-testid="plan"
    >
      {plan.popular && (
        <Badge position="absolute" top="0" left="50%" transform="translate(-50%, -50%)" colorPalette="brand" variant="solid" size="lg" rounded="full" px="3">
          Most Popular
        </Badge>
      )}
      <Heading as="h3" id={`plan-${slug(plan.name)}`} fontSize="2xl" color="fg.heading">
        {plan.name}
      </Heading>
      <Text mt="1" fontSize="sm" fontWeight="medium" color="brand.fg">
        {plan.audience}
      </Text>
      <Text mt="3" color="fg.muted">
        {plan.description}
      </Text>
      <Text mt="5" fontWeight="semibold" color="fg.heading">
        Pricing tailored to your team
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Contact us for a quote based on your volume.
      </Text>
      <PlanList title="What's included" items={plan.features} included planName={plan.name} />
      <PlanList title="Not included" items={plan.limitations} included={false} planName={plan.name} />
      <Box flex="1" />
      <ButtonLink
        to={plan.cta.to}
        mt="8"
        size="lg"
        colorPalette="brand"
        variant={plan.popular ? "solid" : "outline"}
        aria-label={`${plan.cta.label}: ${plan.name} plan`}
      >
        {plan.cta.label}
      </ButtonLink>
    </Box>
  );
}

function Faq() {
  return (
    <Section headingId="faq-title" eyebrow="FAQ" title="Questions about plans and billing" bg="bg.band">
      <Box maxW="3xl" mx="auto" bg="bg.panel" rounded="xl" borderWidth="1px" borderColor="border" px={{ base: "4", md: "6" }}>
        <Box data-testid="pricing-faq">
          {pricingFaqs.map((faq) => (
            <Box key={faq.question} borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: "0" }}>
              <Disclosure id={`faq-${slug(faq.question)}`} summary={faq.question}>
                {faq.answer}
              </Disclosure>
            </Box>
          ))}
        </Box>
      </Box>
    </Section>
  );
}

export default function PricingPage({ location }: PageProps) {
  return (
    <Layout search={{ section: "Product" }}>
      <Seo
        title="Pricing"
        description={`Starter, Professional and Enterprise plans for AI-powered marketing. Every plan starts with a ${claims.trialDays}-day free trial, no credit card required.`}
        pathname={location.pathname}
        keywords={["Scalewise pricing", "marketing platform plans", "free trial", "enterprise marketing AI"]}
      />
      <PageHeader
        eyebrow="Pricing"
        title="A plan for every stage of growth"
        lead={`Start with a ${claims.trialDays}-day free trial, no credit card required. We price each plan to your team and volume, so talk to us for a quote.`}
      />
      <Section
        headingId="plans-title"
        title="Compare plans"
        lead={`Our sales team replies within 4 hours with a price for your team. Write to ${company.salesEmail} or use the contact form.`}
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap={{ base: "10", lg: "6" }} alignItems="stretch" pt="3">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </SimpleGrid>
      </Section>
      <Faq />
    </Layout>
  );
}
