import { Badge } from "@chakra-ui/react";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge colorPalette="brand" variant="subtle" size="md" alignSelf="flex-start" data-testid="post-category">
      {category}
    </Badge>
  );
}
