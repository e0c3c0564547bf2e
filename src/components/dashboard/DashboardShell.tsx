import { navigate } from "gatsby";
import { Box, Button, Container, Heading, Spinner, Stack, Text } from "@chakra-ui/react";

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

/**
 * The demo notice above the workspace. Part of the page's own HTML, so a visitor reads what this
 * page is while the dashboard's script loads (it is also the page's largest text, so LCP does not
 * wait for that script).
 */
export function DemoBanner() {
  return (
    <Box
      as="aside"
      aria-label="Demo mode"
      display="flex"
      flexDirection={{ base: "column", md: "row" }}
      alignItems={{ base: "flex-start", md: "center" }}
      justifyContent="space-between"
      gap="4"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      rounded="xl"
      px="5"
      py="4"
    >
      <Text color="fg">
        <Text as="strong" color="fg.heading">
          Demo mode.
        </Text>{" "}
        You are looking at a preview of the Scalewise workspace. Every module is under development and nothing you do here is
        saved.
      </Text>
      <Button type="button" variant="outline" colorPalette="brand" bg="bg.panel" flexShrink={0} onClick={() => void navigate("/")}>
        Sign out
      </Button>
    </Box>
  );
}

/** Shown while the dashboard's script loads (a spinner with the text Loading..., as the product shows it). */
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
