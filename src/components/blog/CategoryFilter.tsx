import { Button, HStack } from "@chakra-ui/react";

export const ALL_CATEGORIES = "All";

export interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

/** Toggle buttons All + one per category; the pressed one is the current filter. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <HStack role="group" aria-label="Filter posts by category" gap="2" wrap="wrap" justify="center">
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const pressed = category === selected;
        return (
          <Button
            key={category}
            type="button"
            size="sm"
            rounded="full"
            colorPalette="brand"
            variant={pressed ? "solid" : "outline"}
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
          >
            {category}
          </Button>
        );
      })}
    </HStack>
  );
}
