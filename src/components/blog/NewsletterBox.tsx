import * as React from "react";
import { Box, Button, Heading, Input, Stack, Text, chakra } from "@chakra-ui/react";

/** The blog's newsletter sign-up. It takes no action yet (SPEC §2, §5): nothing is sent anywhere. */
export function NewsletterBox() {
  const inputId = React.useId();
  return (
    <Box as="section" aria-labelledby="newsletter-heading" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="2xl" p={{ base: "6", md: "10" }} mt="16">
      <Stack gap="3" textAlign="center" maxW="xl" mx="auto">
        <Heading as="h2" id="newsletter-heading" fontSize={{ base: "xl", md: "2xl" }} color="fg.heading">
          Get new posts in your inbox
        </Heading>
        <Text color="fg.muted">One email every other week with our latest playbooks, case studies and research. No spam.</Text>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" mt="2">
          <chakra.label htmlFor={inputId} srOnly>
            Email address
          </chakra.label>
          <Input id={inputId} type="email" name="email" autoComplete="email" placeholder="you@company.com" bg="bg.canvas" size="lg" />
          <Button type="button" colorPalette="brand" size="lg" flexShrink={0}>
            Subscribe
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
