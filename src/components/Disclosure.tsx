import * as React from "react";
import { chakra } from "@chakra-ui/react";

export interface DisclosureProps {
  /** The id of the button; the panel's is derived from it. */
  id: string;
  /** The button's text (a question). */
  summary: React.ReactNode;
  children: React.ReactNode;
}

// The open state is styled through aria-expanded, so pressing the button adds no new CSS rule.
const DisclosureButton = chakra("button", {
  base: {
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
    "& > svg": { flexShrink: 0, color: "brand.fg", transition: "transform 0.2s" },
    "&[aria-expanded=true] > svg": { transform: "rotate(180deg)" },
  },
});

function Chevron() {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="5" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}

/**
 * A question that shows its answer when pressed: a real button (aria-expanded, aria-controls) in
 * an h3, and a region it reveals. Each disclosure keeps its own state, and pressing it redraws its
 * button and a plain wrapper only: the label and the answer are made once. Chakra's Accordion ran
 * a state machine over every item and measured heights for its animation (~120 ms per tap on a
 * slow phone).
 */
export function Disclosure({ id, summary, children }: DisclosureProps) {
  const [open, setOpen] = React.useState(false);
  const toggle = React.useCallback(() => setOpen((shown) => !shown), []);
  const panelId = `${id}-panel`;
  const label = React.useMemo(
    () => (
      <>
        <chakra.span flex="1">{summary}</chakra.span>
        <Chevron />
      </>
    ),
    [summary],
  );
  const answer = React.useMemo(
    () => (
      <chakra.div pb="5" color="fg.muted" animation="fade-in 0.2s ease-out">
        {children}
      </chakra.div>
    ),
    [children],
  );
  return (
    <>
      <chakra.h3 fontSize="md">
        <DisclosureButton type="button" id={id} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          {label}
        </DisclosureButton>
      </chakra.h3>
      <div id={panelId} role="region" aria-labelledby={id} hidden={!open}>
        {answer}
      </div>
    </>
  );
}
