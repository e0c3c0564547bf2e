import type { PageProps } from "gatsby";
import { Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { AppLink } from "../components/AppLink";
import { AuthPanel, DemoModeNote } from "../components/AuthPanel";
import { LoginForm } from "../forms/login/LoginForm";

export default function LoginPage({ location }: PageProps) {
  return (
    <Layout>
      <Seo
        title="Sign In"
        description="Sign in to your Scalewise workspace to run campaigns, score leads and track growth in one place."
        pathname={location.pathname}
      />
      <AuthPanel
        title="Welcome back"
        lead="Sign in to your Scalewise workspace."
        footer={
          <>
            <Text>
              New to Scalewise?{" "}
              <AppLink to="/signup/" color="brand.fg" fontWeight="semibold">
                Create an account
              </AppLink>
            </Text>
            <Text>
              By signing in you accept our{" "}
              <AppLink to="/terms/" color="brand.fg" textDecoration="underline">
                Terms of Service
              </AppLink>{" "}
              and{" "}
              <AppLink to="/privacy/" color="brand.fg" textDecoration="underline">
                Privacy Policy
              </AppLink>
              .
            </Text>
            <AppLink to="/" color="brand.fg" fontWeight="medium">
              ← Back to home
            </AppLink>
          </>
        }
      >
        <LoginForm />
        <DemoModeNote>any email and password sign you in. Only the email you ask us to remember is kept, in this browser.</DemoModeNote>
      </AuthPanel>
    </Layout>
  );
}
