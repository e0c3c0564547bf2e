import * as React from "react";
import type { PageProps } from "gatsby";
import { Box } from "@chakra-ui/react";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/Seo";
import { DashboardHeader, DashboardLoading } from "../../components/dashboard/DashboardShell";

// Code-split: the dashboard's own script downloads only when someone opens it.
const DashboardApp = React.lazy(() => import(/* webpackChunkName: "dashboard-app" */ "../../components/dashboard/DashboardApp"));

/** Whether the page has mounted in the browser; false in the server HTML and the first (hydrating) render. */
function useHasMounted() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}

/** Spinner in the server HTML and while the app's chunk loads, then the app. */
function DashboardBody({ pathname }: { pathname: string }) {
  // Inside the layout's content, so this update stays within the part of the page it changes.
  const mounted = useHasMounted();
  return (
    // At least a screen tall in both states, so the footer never jumps when the app replaces the spinner.
    <Box minH="100dvh">
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
