import { Link as GatsbyLink } from "gatsby";
import { Link as ChakraLink, type LinkProps } from "@chakra-ui/react";

export interface AppLinkProps extends Omit<LinkProps, "href"> {
  to: string;
}

/** An internal link: Gatsby's client-side, prefetched `Link` with Chakra's link styles. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </ChakraLink>
  );
}
