import type { PageProps } from "gatsby";
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Card, IconTile, Section } from "../components/Section";
import {
  CalendarIcon,
  ChatIcon,
  MessageRepliesIcon,
  ThumbUpIcon,
  TrophyIcon,
  UsersIcon,
  type IconComponent,
} from "../components/icons";
import { communityStats, discussions, joinReasons, type CommunityIcon, type Discussion } from "../data/community";
import { communityComingSoon } from "../data/notices";
import { notify } from "../components/ui/notify";
import { noticeIntent } from "../components/ui/toaster-gate";

const statIcons: Record<CommunityIcon, IconComponent> = {
  users: UsersIcon,
  chat: ChatIcon,
  calendar: CalendarIcon,
  trophy: TrophyIcon,
};

const showComingSoon = () => void notify.show(communityComingSoon);

function Stats() {
  return (
    <Section headingId="stats-title" title="A growing community of marketers">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" data-testid="community-stats">
        {communityStats.map((stat) => {
          const Icon = statIcons[stat.icon];
          return (
            <Card as="li" key={stat.label} textAlign="center">
              <IconTile>
                <Icon />
              </IconTile>
              <Text mt="3" fontSize="3xl" fontWeight="bold" color="fg.heading">
                {stat.value}
              </Text>
              <Text color="fg.muted">{stat.label}</Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function DiscussionCard({ discussion }: { discussion: Discussion }) {
  return (
    <Card as="li" display="flex" flexDirection={{ base: "column", md: "row" }} gap="4" alignItems={{ md: "center" }}>
      <Box flex="1">
        <Badge colorPalette="brand" variant="subtle">
          {discussion.category}
        </Badge>
        <Heading as="h3" mt="2" fontSize="lg" color="fg.heading">
          {discussion.title}
        </Heading>
        <Flex mt="2" gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          <span>by {discussion.author}</span>
          <HStack gap="1">
            <MessageRepliesIcon size={16} />
            <span>{discussion.replies} replies</span>
          </HStack>
          <HStack gap="1">
            <ThumbUpIcon size={16} />
            <span>{discussion.likes} likes</span>
          </HStack>
        </Flex>
      </Box>
      <Button
        variant="outline"
        colorPalette="brand"
        {...noticeIntent}
        onClick={showComingSoon}
        aria-label={`Join Discussion: ${discussion.title}`}
        alignSelf={{ base: "start", md: "center" }}
      >
        Join Discussion
      </Button>
    </Card>
  );
}

function Discussions() {
  return (
    <Section headingId="discussions-title" title="Recent discussions" lead="A few of the conversations members are having this week." bg="bg.band">
      <Stack as="ul" listStyleType="none" gap="4" maxW="4xl" mx="auto" data-testid="discussions">
        {discussions.map((discussion) => (
          <DiscussionCard key={discussion.title} discussion={discussion} />
        ))}
      </Stack>
    </Section>
  );
}

function WhyJoin() {
  return (
    <Section headingId="why-join-title" title="Why join the community?">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {joinReasons.map((reason) => (
          <Card as="li" key={reason.title}>
            <Heading as="h3" fontSize="lg" color="fg.heading">
              {reason.title}
            </Heading>
            <Text mt="2" color="fg.muted">
              {reason.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Flex justify="center" mt="10">
        <Button colorPalette="brand" size="lg" {...noticeIntent} onClick={showComingSoon}>
          Join Our Community
        </Button>
      </Flex>
    </Section>
  );
}

export default function CommunityPage({ location }: PageProps) {
  return (
    <Layout search={{ section: "Company" }}>
      <Seo
        title="Community"
        description="Meet thousands of marketers using Scalewise: share campaigns, ask questions, join events and read success stories."
        pathname={location.pathname}
        keywords={["Scalewise community", "marketing community", "growth marketing discussions", "marketing events"]}
      />
      <PageHeader
        eyebrow="Community"
        title="Grow faster, together"
        lead="Swap playbooks, get answers and meet the marketers who use Scalewise every day."
      >
        <Button mt="8" colorPalette="brand" size="lg" {...noticeIntent} onClick={showComingSoon}>
          Join Our Community
        </Button>
      </PageHeader>
      <Stats />
      <Discussions />
      <WhyJoin />
    </Layout>
  );
}
