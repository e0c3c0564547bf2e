import { Box, Button, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { responseTimes } from "../../data/contact";
import { company } from "../../data/site";

function DetailIcon({ kind }: { kind: "mail" | "phone" | "clock" }) {
  return (
    <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" w="10" h="10" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        {kind === "mail" && (
          <>
            <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.8" />
            <path d="M4 7l8 6 8-6" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </>
        )}
        {kind === "phone" && (
          <path
            d="M6.6 3.5h2.6l1.4 4-2 1.4a11 11 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        )}
        {kind === "clock" && (
          <>
            <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12 7.5V12l3 2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </>
        )}
      </svg>
    </Box>
  );
}

const linkStyles = { color: "brand.fg", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "2px" } as const;

export interface ContactDetailsProps {
  onScheduleDemo: () => void;
}

/** The left panel: how to reach the team, how fast they answer, and the Schedule Demo shortcut. */
export function ContactDetails({ onScheduleDemo }: ContactDetailsProps) {
  return (
    <Stack gap="8">
      <Box>
        <Heading as="h2" fontSize="xl" color="fg.heading">
          Reach us directly
        </Heading>
        <Stack as="ul" listStyleType="none" gap="5" mt="5">
          <Box as="li" display="flex" gap="3">
            <DetailIcon kind="mail" />
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Email
              </Text>
              <chakra.a href={`mailto:${company.email}`} {...linkStyles}>
                {company.email}
              </chakra.a>
            </Box>
          </Box>
          <Box as="li" display="flex" gap="3">
            <DetailIcon kind="phone" />
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Phone
              </Text>
              <chakra.a href={company.phoneHref} {...linkStyles}>
                {company.phone}
              </chakra.a>
              <Text fontSize="sm" color="fg.muted">
                {company.phoneHours}
              </Text>
            </Box>
          </Box>
        </Stack>
      </Box>

      <Box>
        <Heading as="h2" fontSize="xl" color="fg.heading">
          Response times
        </Heading>
        <Stack as="ul" listStyleType="none" gap="4" mt="5">
          {responseTimes.map((item) => (
            <Box as="li" key={item.team} display="flex" gap="3">
              <DetailIcon kind="clock" />
              <Box>
                <Text fontWeight="semibold" color="fg.heading">
                  {item.team}: {item.time}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.detail}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>

      <Box bg="bg.inverted" color="fg.inverted" rounded="2xl" p="6">
        <Heading as="h2" fontSize="lg" color="fg.inverted">
          See Scalewise on your own data
        </Heading>
        <Text mt="2" fontSize="sm" color="fg.invertedMuted">
          Book a 30-minute walkthrough with a growth specialist: choose Schedule Demo, then tell us what you want to see.
        </Text>
        <Button mt="4" type="button" bg="white" color="brand.700" _hover={{ bg: "brand.50" }} onClick={onScheduleDemo}>
          Schedule Demo
        </Button>
      </Box>
    </Stack>
  );
}
