import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { AppLink } from "../components/AppLink";
import { AuthPanel, DemoModeNote } from "../components/AuthPanel";
import { ForgotPasswordForm } from "../forms/forgot-password/ForgotPasswordForm";

export default function ForgotPasswordPage({ location }: PageProps) {
  return (
    <Layout>
      <Seo
        title="Reset Your Password"
        description="Forgot your Scalewise password? Enter your email to reset it."
        pathname={location.pathname}
      />
      <AuthPanel
        title="Reset your password"
        lead="Enter the email you signed up with. On a live account, a reset link goes to that address."
        footer={
          <AppLink to="/login/" color="brand.fg" fontWeight="semibold">
            ← Back to sign in
          </AppLink>
        }
      >
        <ForgotPasswordForm />
        <DemoModeNote>no email is sent from this demo.</DemoModeNote>
      </AuthPanel>
    </Layout>
  );
}
