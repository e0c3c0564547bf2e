import * as React from "react";

/**
 * Small line icons drawn for Scalewise on a 24×24 grid (stroke = currentColor).
 * Each icon is its own export, so a page bundles only the icons it shows.
 * They are decorative: the text next to them carries the meaning.
 */
export interface IconProps {
  size?: number;
}

export type IconComponent = (props: IconProps) => React.JSX.Element;

function makeIcon(paths: string[]): IconComponent {
  return function Icon({ size = 24 }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const RadarIcon = /*#__PURE__*/ makeIcon(["M12 3a9 9 0 1 0 9 9", "M12 7a5 5 0 1 0 5 5", "M12 12l7-7", "M16 5h3v3"]);
export const DocumentIcon = /*#__PURE__*/ makeIcon(["M6 3h8l4 4v14H6z", "M14 3v4h4", "M9 12h6M9 16h4"]);
export const MegaphoneIcon = /*#__PURE__*/ makeIcon(["M4 10v4h3l7 4V6L7 10z", "M18 9a4 4 0 0 1 0 6", "M7 14l1 5h2"]);
export const FunnelIcon = /*#__PURE__*/ makeIcon(["M3 4h18l-7 8v6l-4 2v-8z"]);
export const MagnetIcon = /*#__PURE__*/ makeIcon(["M6 4v8a6 6 0 0 0 12 0V4", "M6 4h3v8a3 3 0 0 0 6 0V4h3", "M6 8h3M15 8h3"]);
export const MailIcon = /*#__PURE__*/ makeIcon(["M3 6h18v12H3z", "M3 7l9 6 9-6"]);
export const SparklesIcon = /*#__PURE__*/ makeIcon(["M10 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z", "M18 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z"]);
export const PulseIcon = /*#__PURE__*/ makeIcon(["M3 12h4l2-6 4 12 2-6h6"]);
export const ChatIcon = /*#__PURE__*/ makeIcon(["M4 5h16v11H9l-5 4z", "M8 10h.01M12 10h.01M16 10h.01"]);
export const LayersIcon = /*#__PURE__*/ makeIcon(["M12 3l9 5-9 5-9-5z", "M3 13l9 5 9-5"]);
export const CoinsIcon = /*#__PURE__*/ makeIcon(["M12 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16", "M14.5 8.5h-3.5a1.75 1.75 0 0 0 0 3.5h2a1.75 1.75 0 0 1 0 3.5H9.5", "M12 7v1.5M12 15.5V17"]);
export const BrainIcon = /*#__PURE__*/ makeIcon(["M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a3 3 0 0 0-3-1", "M15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1"]);
export const ChartIcon = /*#__PURE__*/ makeIcon(["M4 20V4", "M4 20h16", "M8 16v-4M12 16V8M16 16v-6"]);
export const UsersIcon = /*#__PURE__*/ makeIcon(["M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7", "M2.5 20a6.5 6.5 0 0 1 13 0", "M16 4.5a3.5 3.5 0 0 1 0 6.5", "M18 14a6 6 0 0 1 3.5 6"]);
export const BoltIcon = /*#__PURE__*/ makeIcon(["M13 2L4 14h7l-1 8 9-12h-7z"]);
export const ShieldIcon = /*#__PURE__*/ makeIcon(["M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z", "M9 12l2 2 4-4"]);
export const TargetIcon = /*#__PURE__*/ makeIcon(["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18", "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8", "M12 12h.01"]);
export const CalendarIcon = /*#__PURE__*/ makeIcon(["M4 6h16v14H4z", "M4 10h16", "M8 3v5M16 3v5"]);
export const TrophyIcon = /*#__PURE__*/ makeIcon(["M7 4h10v5a5 5 0 0 1-10 0z", "M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4", "M12 14v4M8 21h8M9 18h6"]);
export const CheckIcon = /*#__PURE__*/ makeIcon(["M5 12l5 5 9-10"]);
export const CrossIcon = /*#__PURE__*/ makeIcon(["M6 6l12 12M18 6L6 18"]);
export const PlugIcon = /*#__PURE__*/ makeIcon(["M9 3v5M15 3v5", "M6 8h12v3a6 6 0 0 1-12 0z", "M12 17v4"]);
export const ClockIcon = /*#__PURE__*/ makeIcon(["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18", "M12 7v5l3 2"]);
export const WrenchIcon = /*#__PURE__*/ makeIcon(["M14.5 5.5a4 4 0 0 0 5 5L13 17l-3 3-3-3 3-3 6.5-6.5", "M14.5 5.5L17 3l4 4-2.5 2.5"]);
export const AlertIcon = /*#__PURE__*/ makeIcon(["M12 3l10 18H2z", "M12 10v4M12 17h.01"]);
export const MessageRepliesIcon = /*#__PURE__*/ makeIcon(["M21 12a8 8 0 0 1-11.5 7.2L4 20l1-4.5A8 8 0 1 1 21 12z"]);
export const ThumbUpIcon = /*#__PURE__*/ makeIcon(["M7 11v9H4v-9z", "M7 11l4-8a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2.3l-1.2 6.5a2 2 0 0 1-2 1.7H7"]);
export const BriefcaseIcon = /*#__PURE__*/ makeIcon(["M3 8h18v12H3z", "M9 8V5h6v3", "M3 13h18"]);
