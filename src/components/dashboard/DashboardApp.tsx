import * as React from "react";
import { Badge, Box, Container, Grid, Heading, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { Link as GatsbyLink } from "gatsby";
import { dashboardModules, type DashboardModule } from "../../data/modules";

export const DASHBOARD_PATH = "/dashboard/";
export const modulePath = (module: DashboardModule) => `${DASHBOARD_PATH}${module.slug}/`;

/** The first segment after /dashboard/, e.g. "email-marketing" for /dashboard/email-marketing/. */
export function slugFromPath(pathname: string): string {
  return pathname.replace(/^\/dashboard\/?/, "").split("/")[0] ?? "";
}

function UnderDevelopment() {
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm">
      Under Development
    </Badge>
  );
}

const sidebarLinkStyles = {
  display: "flex",
  flexDirection: "column",
  gap: "0.5",
  px: "3",
  py: "2.5",
  rounded: "md",
  color: "fg",
  textDecoration: "none",
  _hover: { bg: "brand.subtle", color: "brand.fg" },
  _currentPage: { bg: "brand.subtle", color: "brand.fg", fontWeight: "semibold" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" },
} as const;

function ModuleSidebar({ selected }: { selected: DashboardModule | null }) {
  return (
    <chakra.nav aria-label="Dashboard modules" borderWidth="1px" borderColor="border" rounded="xl" p="2" bg="bg.panel">
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="0.5">
        <li>
          <chakra.a asChild {...sidebarLinkStyles}>
            <GatsbyLink to={DASHBOARD_PATH} aria-current={selected === null ? "page" : undefined}>
              Overview
            </GatsbyLink>
          </chakra.a>
        </li>
        {dashboardModules.map((module) => (
          <li key={module.slug}>
            <chakra.a asChild {...sidebarLinkStyles}>
              <GatsbyLink to={modulePath(module)} aria-current={selected?.slug === module.slug ? "page" : undefined}>
                <span>{module.name}</span>
                <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                  Under Development
                </Text>
              </GatsbyLink>
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

const PanelHeading = React.forwardRef<HTMLHeadingElement, { children: React.ReactNode }>(function PanelHeading(
  { children },
  ref,
) {
  return (
    <Heading as="h2" ref={ref} tabIndex={-1} outline="none" fontSize={{ base: "xl", md: "2xl" }} color="fg.heading">
      {children}
    </Heading>
  );
});

function ModuleView({ module, headingRef }: { module: DashboardModule; headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <Box data-testid="module-view">
      <Stack direction="row" align="center" gap="3" wrap="wrap">
        <PanelHeading ref={headingRef}>{module.name}</PanelHeading>
        <UnderDevelopment />
      </Stack>
      <Text mt="3" fontSize="lg" color="fg.muted">
        {module.description}
      </Text>
      <Box mt="8" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" p={{ base: "6", md: "10" }} textAlign="center" bg="bg.band">
        <Text fontWeight="semibold" color="fg.heading">
          {module.name} is under development
        </Text>
        <Text mt="2" color="fg.muted" maxW="lg" mx="auto">
          This is where the module&apos;s workspace will live. The status page shows its progress, and the team announces each
          release on the blog.
        </Text>
      </Box>
    </Box>
  );
}

function Overview({ unknownSlug, headingRef }: { unknownSlug: string | null; headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <Box data-testid="dashboard-overview">
      <PanelHeading ref={headingRef}>Your growth modules</PanelHeading>
      {unknownSlug && (
        <Text mt="3" color="fg" bg="bg.band" rounded="md" px="3" py="2" wordBreak="break-word">
          There is no module called &ldquo;{unknownSlug}&rdquo;. Pick one of the ten below.
        </Text>
      )}
      <Text mt="3" color="fg.muted">
        Ten modules make up the Scalewise platform. Each one is being built now; pick one to see what it will do.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" mt="6">
        {dashboardModules.map((module) => (
          <Box as="li" key={module.slug} position="relative" borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="bg.panel" _hover={{ borderColor: "brand.300", boxShadow: "sm" }}>
            <Stack direction="row" justify="space-between" align="flex-start" gap="3">
              <Heading as="h3" fontSize="md" color="fg.heading">
                <chakra.a asChild color="brand.fg" textDecoration="none" _after={{ content: '""', position: "absolute", inset: "0" }}>
                  <GatsbyLink to={modulePath(module)}>{module.name}</GatsbyLink>
                </chakra.a>
              </Heading>
              <UnderDevelopment />
            </Stack>
            <Text mt="2" fontSize="sm" color="fg.muted">
              {module.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The demo dashboard, loaded lazily by the client-only /dashboard/* page. */
export default function DashboardApp({ pathname }: { pathname: string }) {
  const slug = slugFromPath(pathname);
  const selected = dashboardModules.find((module) => module.slug === slug) ?? null;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  // Moving between modules keeps the page: put focus on the new panel's heading.
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [slug]);

  return (
    <Container maxW="7xl" pt="8" pb={{ base: "6", md: "10" }}>
      <Grid templateColumns={{ base: "1fr", lg: "280px 1fr" }} gap={{ base: "6", lg: "10" }} alignItems="start">
        <ModuleSidebar selected={selected} />
        <Box as="section" aria-label="Module details" minW="0">
          {selected ? (
            <ModuleView module={selected} headingRef={headingRef} />
          ) : (
            <Overview unknownSlug={slug ? slug : null} headingRef={headingRef} />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
