import * as React from "react";
import { Box } from "@chakra-ui/react";
import { CoverPicture } from "./CoverPicture";
import { ARTICLE_IMAGE_SIZES } from "./image-sizes";
import type { CoverImage } from "./post";

/** The box a post's cover sits in, on the published page and in the editor's preview. */
export function CoverFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box rounded="xl" overflow="hidden" mb="10" bg="bg.band" data-testid="post-cover">
      {children}
    </Box>
  );
}

/** A post's cover under its title: the page's largest paint, so fetched first and never lazily. */
export function PostCover({ cover }: { cover: CoverImage }) {
  return (
    <CoverFrame>
      <CoverPicture image={cover.image} alt={cover.alt} sizes={ARTICLE_IMAGE_SIZES} loading="eager" highPriority />
    </CoverFrame>
  );
}
