import * as React from "react";
import { Box, Container, Heading, Text, type BoxProps } from "@chakra-ui/react";

export interface SectionProps extends Omit<BoxProps, "title"> {
  /** The id of the section's h2; also the section's accessible name. */
  headingId: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children: React.ReactNode;
}

/** A page band with a centred h2, an optional eyebrow and lead, then its content. */
export function Section({ headingId, eyebrow, title, lead, children, ...rest }: SectionProps) {
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: "14", md: "20" }} {...rest}>
      <Container maxW="6xl">
        <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: "10", md: "12" }}>
          {eyebrow && (
            <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" mb="2">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={headingId} fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.2" color="fg.heading" letterSpacing="tight">
            {title}
          </Heading>
          {lead && (
            <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="fg.muted">
              {lead}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}

/** The square tile behind a card's icon. */
export function IconTile({ children, ...rest }: BoxProps) {
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="12"
      rounded="lg"
      bg="brand.subtle"
      color="brand.fg"
      flexShrink={0}
      {...rest}
    >
      {children}
    </Box>
  );
}

/** The bordered white card used by the marketing pages. */
export function Card({ children, ...rest }: BoxProps) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: "5", md: "6" }} boxShadow="xs" {...rest}>
      {children}
    </Box>
  );
}
