import type { PageProps } from "gatsby";
import { Container, Link, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/Seo";
import { PageHeader } from "../../components/PageHeader";
import { AppLink } from "../../components/AppLink";
import { responseTimes } from "../../data/contact";
import { company } from "../../data/site";

/**
 * Where the contact form lands when it is posted without JavaScript (CONTACT_FORM=netlify: the
 * host records the message, then serves this page). Built in netlify mode only
 * (plugins/contact-form), kept out of search engines and the sitemap.
 */
export default function ContactThanksPage({ location }: PageProps) {
  return (
    <Layout>
      <Seo
        title="Message received"
        description="Your message reached the Scalewise team. We reply by email."
        pathname={location.pathname}
        noindex
      />
      <PageHeader eyebrow="Contact" title="Thank you: your message was sent" lead="The right person on our team will reply to the email address you gave." />
      <Container maxW="2xl" py={{ base: "12", md: "16" }}>
        <Stack gap="4" textAlign="center" align="center">
          {responseTimes.map((item) => (
            <Text key={item.team} color="fg">
              {item.team} replies {item.time}. {item.detail}
            </Text>
          ))}
          <Text color="fg.muted">
            Forgot something? Write to{" "}
            <Link href={`mailto:${company.email}`} color="brand.fg" fontWeight="semibold" textDecoration="underline">
              {company.email}
            </Link>
            .
          </Text>
          <AppLink to="/" color="brand.fg" fontWeight="semibold">
            Back to the home page
          </AppLink>
        </Stack>
      </Container>
    </Layout>
  );
}
