/** @jsxImportSource @emotion/react */
import { CurrentPageLink } from "./CurrentPageLink";
import { LogoMark } from "../Logo";
import { footerColumns, legalNav } from "../../data/navigation";
import { company } from "../../data/site";
import { useSiteMetadata } from "../../lib/useSiteMetadata";
import { containerStyles, hstackStyles, staticCss } from "../../theme/static-css";

/** The footer's id: the browser paints nothing until it reaches it (gatsby-ssr.tsx). */
export const FOOTER_ID = "site-footer";

/**
 * Plain elements styled from static styles (resolved once, not on each render): the footer is on
 * every page, and one Chakra component per link (about 40 of them) would be a large share of every
 * page's server rendering at build time and of its hydration in the browser.
 */
const footerStyles = staticCss({
  bg: "bg.inverted",
  color: "fg.inverted",
  pt: "14",
  pb: "8",
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    borderRadius: "l1",
    color: "fg.invertedMuted",
    textDecoration: "none",
    focusVisibleRing: "outside",
    _hover: { color: "fg.inverted", textDecoration: "underline", textUnderlineOffset: "3px" },
  },
  "& ul": { listStyleType: "none" },
  "& h2": {
    fontFamily: "heading",
    fontWeight: "semibold",
    fontSize: "sm",
    textTransform: "uppercase",
    letterSpacing: "wider",
    mb: "4",
  },
  "& nav ul": { display: "flex", flexDirection: "column", gap: "2" },
  '& ul[aria-label="Legal"]': { display: "flex", alignItems: "center", gap: "6", fontSize: "sm" },
});

const containerCss = staticCss((system) => containerStyles(system, "7xl"));
const columnsCss = staticCss({ display: "grid", gridTemplateColumns: { base: "1fr", md: "2fr 1fr 1fr 1fr" }, gap: "10" });
const aboutCss = staticCss({ display: "flex", flexDirection: "column", gap: "4", maxW: "sm" });
const brandCss = staticCss({ ...hstackStyles("2"), fontWeight: "bold", fontSize: "xl" });
const mutedCss = staticCss({ color: "fg.invertedMuted" });
const taglineCss = staticCss({ fontWeight: "semibold", color: "brand.200" });
const bottomRowCss = staticCss({
  display: "flex",
  flexDirection: { base: "column", sm: "row" },
  alignItems: { base: "flex-start", sm: "center" },
  justifyContent: "space-between",
  gap: "4",
  mt: "12",
  pt: "6",
  borderTopWidth: "1px",
  borderColor: "whiteAlpha.300",
});
const copyrightCss = staticCss({ color: "fg.invertedMuted", fontSize: "sm" });

export interface FooterProps {
  copyrightYear?: number;
}

export function Footer({ copyrightYear = company.copyrightYear }: FooterProps) {
  const { title, tagline } = useSiteMetadata();
  return (
    <footer id={FOOTER_ID} css={footerStyles()}>
      <div css={containerCss()}>
        <div css={columnsCss()}>
          <div css={aboutCss()}>
            <div css={brandCss()}>
              <LogoMark />
              <span>{title}</span>
            </div>
            <p css={mutedCss()}>{company.footerDescription}</p>
            <p css={taglineCss()}>{tagline}</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2 id={`footer-${column.heading}`}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <CurrentPageLink to={link.to}>{link.label}</CurrentPageLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div css={bottomRowCss()}>
          <p css={copyrightCss()} data-testid="copyright">
            © {copyrightYear} {title}. All rights reserved.
          </p>
          <ul aria-label="Legal">
            {legalNav.map((link) => (
              <li key={link.to}>
                <CurrentPageLink to={link.to}>{link.label}</CurrentPageLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
