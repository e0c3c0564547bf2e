import * as React from "react";
import type { PageProps } from "gatsby";
import { Box, Container } from "@chakra-ui/react";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/Seo";
import { DashboardHeader, DashboardLoading, DemoBanner } from "../../components/dashboard/DashboardShell";
import { useHydrated } from "../../lib/useHydrated";

// Code-split: the dashboard's own script downloads only when someone opens it.
const DashboardApp = React.lazy(() => import(/* webpackChunkName: "dashboard-app" */ "../../components/dashboard/DashboardApp"));

/** Spinner in the server HTML and while the app's chunk loads, then the app. */
function DashboardBody({ pathname }: { pathname: string }) {
  // Inside the layout's content, so this update stays within the part of the page it changes.
  // In the transition, React keeps the spinner up until the app's chunk has arrived.
  const mounted = useHydrated();
  return (
    // At least a screen tall in both states, so the footer never jumps when the app replaces the spinner.
    <Box minH="100dvh">
      <Container maxW="7xl" pt={{ base: "6", md: "10" }}>
        <DemoBanner />
      </Container>
      {mounted ? (
        <React.Suspense fallback={<DashboardLoading />}>
          <DashboardApp pathname={pathname} />
        </React.Suspense>
      ) : (
        <DashboardLoading />
      )}
    </Box>
  );
}

/** The client-only dashboard: every /dashboard/* path renders this page (matchPath /dashboard/*). */
export default function DashboardPage({ location }: PageProps) {
  return (
    <Layout>
      <Seo title="Dashboard" description="Your Scalewise demo workspace: the ten growth modules in one place." noindex />
      <DashboardHeader />
      <DashboardBody pathname={location.pathname} />
    </Layout>
  );
}
