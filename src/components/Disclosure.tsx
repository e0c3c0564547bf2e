import * as React from "react";
import { chakra } from "@chakra-ui/react";
import { createToggle, useToggleOpen, type Toggle } from "../lib/toggle-state";

export interface DisclosureProps {
  /** The id of the button; the panel's is derived from it. */
  id: string;
  /** The button's text (a question). */
  summary: React.ReactNode;
  children: React.ReactNode;
}

// The button inside is a plain element styled from here, its open state through aria-expanded:
// pressing it re-renders no Chakra element and adds no CSS rule.
const buttonStyles = {
  "& > button": {
    display: "flex",
    alignItems: "center",
    gap: "3",
    width: "full",
    py: "5",
    textAlign: "start",
    fontWeight: "semibold",
    color: "fg.heading",
    cursor: "pointer",
    focusVisibleRing: "outside",
  },
  "& > button > svg": { flexShrink: 0, boxSize: "5", color: "brand.fg", transition: "transform 0.2s" },
  "& > button[aria-expanded=true] > svg": { transform: "rotate(180deg)" },
} as const;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DisclosureButton({ id, toggle, children }: { id: string; toggle: Toggle; children: React.ReactNode }) {
  const open = useToggleOpen(toggle);
  return (
    <button type="button" id={id} aria-expanded={open} aria-controls={`${id}-panel`} onClick={toggle.toggle}>
      {children}
    </button>
  );
}

function DisclosurePanel({ id, toggle, children }: { id: string; toggle: Toggle; children: React.ReactNode }) {
  const open = useToggleOpen(toggle);
  return (
    <div id={`${id}-panel`} role="region" aria-labelledby={id} hidden={!open}>
      {children}
    </div>
  );
}

/**
 * A question that shows its answer when pressed: a real button (aria-expanded, aria-controls) in
 * an h3, and a region it reveals. Pressing it re-renders two plain elements: the open state lives
 * outside React state of this component (src/lib/toggle-state.ts), and everything styled is made
 * once. Chakra's Accordion runs a state machine over every item and measures heights for its
 * animation, which makes a tap slow on a slow phone.
 */
export function Disclosure({ id, summary, children }: DisclosureProps) {
  const [toggle] = React.useState(createToggle);
  return (
    <>
      <chakra.h3 fontSize="md" css={buttonStyles}>
        <DisclosureButton id={id} toggle={toggle}>
          <chakra.span flex="1">{summary}</chakra.span>
          <Chevron />
        </DisclosureButton>
      </chakra.h3>
      <DisclosurePanel id={id} toggle={toggle}>
        <chakra.div pb="5" color="fg.muted" animation="fade-in 0.2s ease-out">
          {children}
        </chakra.div>
      </DisclosurePanel>
    </>
  );
}
