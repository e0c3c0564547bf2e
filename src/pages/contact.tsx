import * as React from "react";
import type { PageProps } from "gatsby";
import { Box, Container, Grid, Heading, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { ContactDetails } from "../components/contact/ContactDetails";
import { QuickAnswers } from "../components/contact/QuickAnswers";
import { ContactForm } from "../forms/contact/ContactForm";

export default function ContactPage({ location }: PageProps) {
  const [demoRequest, setDemoRequest] = React.useState(0);
  return (
    <Layout search={{ section: "Company" }}>
      <Seo
        title="Contact Us"
        description="Talk to the Scalewise team about pricing, a demo, support or partnerships. Sales replies within 4 hours, support within 24 hours."
        pathname={location.pathname}
      />
      <PageHeader
        eyebrow="Contact"
        title="Let's talk about your growth"
        lead="Questions about plans, a demo for your team or help with your account: send us a message and the right person will reply."
      />
      <Container maxW="6xl" py={{ base: "12", md: "16" }}>
        <Grid templateColumns={{ base: "1fr", lg: "1fr 2fr" }} gap={{ base: "10", lg: "12" }} alignItems="start">
          <ContactDetails onScheduleDemo={() => setDemoRequest((count) => count + 1)} />
          <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" boxShadow="sm" p={{ base: "5", md: "8" }}>
            <Heading as="h2" id="contact-form-heading" fontSize="xl" color="fg.heading">
              Send us a message
            </Heading>
            <Text mt="1" mb="6" fontSize="sm" color="fg.muted">
              Fields marked (optional) can be left empty.
            </Text>
            <ContactForm search={location.search} demoRequest={demoRequest} />
          </Box>
        </Grid>
      </Container>
      <QuickAnswers />
    </Layout>
  );
}
