import { chakra } from "@chakra-ui/react";

/** The Scalewise mark: three rising bars on a rounded square, drawn inline (no request). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <chakra.svg
      width={`${size}px`}
      height={`${size}px`}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
    >
      <rect width="32" height="32" rx="8" fill="#5a46e5" />
      <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#cdc9ff" />
      <rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#e4e2ff" />
      <rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#ffffff" />
    </chakra.svg>
  );
}
