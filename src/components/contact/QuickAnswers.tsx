import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { AppLink } from "../AppLink";
import { quickAnswers } from "../../data/contact";

export function QuickAnswers() {
  return (
    <Box as="section" aria-labelledby="quick-answers-heading" bg="bg.band" borderTopWidth="1px" borderColor="border" py={{ base: "12", md: "16" }}>
      <Container maxW="6xl">
        <Heading as="h2" id="quick-answers-heading" fontSize={{ base: "2xl", md: "3xl" }} color="fg.heading" textAlign="center">
          Quick answers
        </Heading>
        <Text mt="2" color="fg.muted" textAlign="center">
          The questions we hear most, answered before you write.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="10">
          {quickAnswers.map((item) => (
            <Box key={item.question} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p="6">
              <Heading as="h3" fontSize="md" color="fg.heading">
                {item.question}
              </Heading>
              <Text mt="2" color="fg.muted">
                {item.answer}
              </Text>
              {item.link && (
                <AppLink to={item.link.to} mt="3" display="inline-block" color="brand.fg" fontWeight="semibold">
                  {item.link.label} →
                </AppLink>
              )}
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
