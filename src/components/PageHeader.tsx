import * as React from "react";
import { Box, Container, Heading, Text } from "@chakra-ui/react";

export interface PageHeaderProps {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}

/** The banded heading at the top of an inner page: one h1 and an optional lead. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <Box as="section" bg="bg.band" borderBottomWidth="1px" borderColor="border" py={{ base: "12", md: "16" }}>
      <Container maxW="4xl" textAlign="center">
        {eyebrow && (
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" mb="3">
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.15" color="fg.heading" letterSpacing="tight">
          {title}
        </Heading>
        {lead && (
          <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl" mx="auto">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
