import * as React from "react";
import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { LogoMark } from "./Logo";

export interface AuthPanelProps {
  title: string;
  lead: React.ReactNode;
  children: React.ReactNode;
  /** Links under the card (switch between sign-in and sign-up, back home). */
  footer?: React.ReactNode;
  maxW?: string;
}

/** The centred card of the sign-in, sign-up and password pages, with the page's h1. */
export function AuthPanel({ title, lead, children, footer, maxW = "md" }: AuthPanelProps) {
  return (
    <Box bg="bg.band" py={{ base: "10", md: "16" }}>
      <Container maxW={maxW}>
        <Stack align="center" textAlign="center" gap="3">
          <LogoMark size={44} />
          <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted">{lead}</Text>
        </Stack>
        <Box mt="8" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" boxShadow="sm" p={{ base: "5", md: "8" }}>
          {children}
        </Box>
        {footer && (
          <Stack mt="6" gap="3" align="center" textAlign="center" fontSize="sm" color="fg.muted">
            {footer}
          </Stack>
        )}
      </Container>
    </Box>
  );
}

/** The honest line under every demo form. */
export function DemoModeNote({ children }: { children: React.ReactNode }) {
  return (
    <Text mt="5" fontSize="sm" color="fg.muted" bg="bg.band" rounded="md" px="3" py="2">
      <Text as="strong" color="fg.heading">
        Demo mode:
      </Text>{" "}
      {children}
    </Text>
  );
}
