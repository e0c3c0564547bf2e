import type { PageProps } from "gatsby";
import { Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { AppLink } from "../components/AppLink";
import { AuthPanel, DemoModeNote } from "../components/AuthPanel";
import { claims } from "../data/site";
import { SignupForm } from "../forms/signup/SignupForm";

export default function SignupPage({ location }: PageProps) {
  return (
    <Layout>
      <Seo
        title="Start Your Free Trial"
        description={`Create your Scalewise account: a free ${claims.trialDays}-day trial of the AI growth platform, no credit card required.`}
        pathname={location.pathname}
      />
      <AuthPanel
        title={`Start your free ${claims.trialDays}-day trial`}
        lead="No credit card required. Your workspace is ready in minutes."
        maxW="xl"
        footer={
          <>
            <Text>
              Already have an account?{" "}
              <AppLink to="/login/" color="brand.fg" fontWeight="semibold">
                Sign in
              </AppLink>
            </Text>
            <AppLink to="/" color="brand.fg" fontWeight="medium">
              ← Back to home
            </AppLink>
          </>
        }
      >
        <SignupForm />
        <DemoModeNote>no account is created and nothing you type leaves this page.</DemoModeNote>
      </AuthPanel>
    </Layout>
  );
}
