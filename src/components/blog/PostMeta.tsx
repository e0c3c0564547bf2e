import { HStack, Text } from "@chakra-ui/react";
import { readTimeLabel } from "./post";

export interface PostMetaProps {
  author: string;
  date: string;
  isoDate: string;
  readTime: number;
  fontSize?: string;
}

/** Author · date · read time. */
export function PostMeta({ author, date, isoDate, readTime, fontSize = "sm" }: PostMetaProps) {
  return (
    <HStack gap="2" wrap="wrap" color="fg.muted" fontSize={fontSize} data-testid="post-meta">
      <Text as="span" fontWeight="medium" color="fg">
        {author}
      </Text>
      <span aria-hidden="true">·</span>
      <time dateTime={isoDate}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>{readTimeLabel(readTime)}</span>
    </HStack>
  );
}
