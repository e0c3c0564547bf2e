import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { AppLink } from "../AppLink";
import { CardCover } from "./CardCover";
import { CategoryBadge } from "./CategoryBadge";
import { PostMeta } from "./PostMeta";
import type { PostSummary } from "./post";

/** One post on the blog list. `coverLoading`: eager only for a card that shows on the first screen. */
export function PostCard({ post, coverLoading = "lazy" }: { post: PostSummary; coverLoading?: "eager" | "lazy" }) {
  return (
    <Stack
      as="article"
      gap="3"
      p="6"
      bg="bg.canvas"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      overflow="hidden"
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ boxShadow: "md", borderColor: "brand.emphasized" }}
      data-testid="post-card"
    >
      <CardCover cover={post.cover} category={post.category} loading={coverLoading} />
      <CategoryBadge category={post.category} />
      <Heading as="h2" fontSize="xl" lineHeight="1.35" color="fg.heading">
        {post.title}
      </Heading>
      <Text color="fg.muted" flex="1">
        {post.excerpt}
      </Text>
      <PostMeta author={post.author} date={post.date} isoDate={post.isoDate} readTime={post.readTime} />
      <Box>
        <AppLink to={post.path} color="brand.fg" fontWeight="semibold">
          Read More
          <Box as="span" srOnly>
            {`: ${post.title}`}
          </Box>
          <span aria-hidden="true"> →</span>
        </AppLink>
      </Box>
    </Stack>
  );
}
