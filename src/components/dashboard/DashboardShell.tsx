import { Box, Container, Heading, Spinner, Stack, Text } from "@chakra-ui/react";

/** The part of the dashboard in the page's own HTML: its heading. */
export function DashboardHeader() {
  return (
    <Box bg="bg.band" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" py={{ base: "6", md: "8" }}>
        <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
          Demo workspace
        </Text>
        <Heading as="h1" mt="1" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading" letterSpacing="tight">
          Dashboard
        </Heading>
      </Container>
    </Box>
  );
}

/** Shown while the dashboard's script loads (SPEC §2: a spinner with the text Loading...). */
export function DashboardLoading() {
  return (
    <Stack role="status" align="center" justify="center" gap="4" py="24" data-testid="dashboard-loading">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <Text fontWeight="medium" color="fg.muted">
        Loading...
      </Text>
    </Stack>
  );
}
