import { Box, type BoxProps } from "@chakra-ui/react";

/**
 * The home hero's illustration: a campaign report card with rising bars, a growth line
 * and an AI suggestion chip. Drawn inline, so it costs no request and cannot shift layout.
 */
export function GrowthReportArt(props: BoxProps) {
  return (
    <Box aria-hidden="true" {...props}>
      <svg viewBox="0 0 480 360" width="100%" height="100%" focusable="false">
        <rect x="20" y="24" width="440" height="312" rx="24" fill="#fff" stroke="#e4e2ff" strokeWidth="2" />
        <rect x="48" y="52" width="140" height="12" rx="6" fill="#2f2678" />
        <rect x="48" y="74" width="92" height="10" rx="5" fill="#cdc9ff" />
        <rect x="344" y="50" width="88" height="30" rx="15" fill="#f1f0ff" />
        <circle cx="362" cy="65" r="5" fill="#16a34a" />
        <rect x="374" y="61" width="46" height="8" rx="4" fill="#8a7dfb" />
        <path d="M48 286h384" stroke="#e4e2ff" strokeWidth="2" />
        <g fill="#e4e2ff">
          <rect x="64" y="226" width="36" height="60" rx="6" />
          <rect x="128" y="206" width="36" height="80" rx="6" />
          <rect x="192" y="190" width="36" height="96" rx="6" />
        </g>
        <g fill="#8a7dfb">
          <rect x="256" y="162" width="36" height="124" rx="6" />
          <rect x="320" y="138" width="36" height="148" rx="6" />
        </g>
        <rect x="384" y="108" width="36" height="178" rx="6" fill="#5a46e5" />
        <path d="M82 206L146 188L210 170L274 138L338 118L402 86" fill="none" stroke="#2f2678" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="402" cy="86" r="8" fill="#fff" stroke="#2f2678" strokeWidth="4" />
        <rect x="48" y="304" width="236" height="16" rx="8" fill="#f1f0ff" />
        <g transform="translate(8 118)">
          <rect width="164" height="60" rx="14" fill="#1c1649" />
          <path d="M22 18l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#aba3ff" />
          <rect x="44" y="18" width="98" height="8" rx="4" fill="#e4e2ff" />
          <rect x="44" y="34" width="70" height="8" rx="4" fill="#8a7dfb" />
        </g>
      </svg>
    </Box>
  );
}
