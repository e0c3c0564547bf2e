/** @jsxImportSource @emotion/react */
import type * as React from "react";
import { containerStyles, recipeStyles, staticCss } from "../theme/static-css";

export interface PageHeaderProps {
  /** Shown above the eyebrow (an author's photo). */
  figure?: React.ReactNode;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}

// Plain elements with static styles: the header of most inner pages, and of every blog list page.
const bandCss = staticCss({ bg: "bg.band", borderBottomWidth: "1px", borderColor: "border", py: { base: "12", md: "16" } });
const containerCss = staticCss((system) => ({ ...containerStyles(system, "4xl"), textAlign: "center" }));
const eyebrowCss = staticCss({ color: "brand.fg", fontWeight: "semibold", textTransform: "uppercase", letterSpacing: "wider", fontSize: "sm", mb: "3" });
/** A page's h1: here, and above a blog post. */
export const pageTitleCss = staticCss((system) => ({
  ...recipeStyles(system, "heading"),
  fontSize: { base: "3xl", md: "5xl" },
  lineHeight: "1.15",
  color: "fg.heading",
  letterSpacing: "tight",
}));
const leadCss = staticCss({ mt: "4", fontSize: { base: "md", md: "lg" }, color: "fg.muted", maxW: "2xl", mx: "auto" });

/** The banded heading at the top of an inner page: one h1 and an optional lead. */
export function PageHeader({ figure, eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <section css={bandCss()}>
      <div css={containerCss()}>
        {figure}
        {eyebrow && <p css={eyebrowCss()}>{eyebrow}</p>}
        <h1 css={pageTitleCss()}>{title}</h1>
        {lead && <p css={leadCss()}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
