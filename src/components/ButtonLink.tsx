import { Link as GatsbyLink } from "gatsby";
import { Button, type ButtonProps } from "@chakra-ui/react";

export interface ButtonLinkProps extends ButtonProps {
  to: string;
}

/** A link that looks like a button (navigation is a link, not a click handler). */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </Button>
  );
}
