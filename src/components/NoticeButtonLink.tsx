import * as React from "react";
import type { Notice } from "../data/notices";
import { notify } from "./ui/notify";
import { warmToaster } from "./ui/toaster-gate";
import { ButtonLink, type ButtonLinkProps } from "./ButtonLink";

export interface NoticeButtonLinkProps extends ButtonLinkProps {
  /** Shown as a toast when the link is followed in this tab. */
  notice: Notice;
}

/** True for a plain left click: the link opens here, not in a new tab or window. */
function opensInPlace(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A call to action that tells the visitor where it is taking them (a toast from src/data/notices.ts),
 * then navigates. It stays a real link, so it works before JavaScript loads and in a new tab.
 * Pointing at it or focusing it fetches the toaster (see toaster-gate).
 */
export function NoticeButtonLink({ notice, onClick, onPointerEnter, onFocus, ...rest }: NoticeButtonLinkProps) {
  return (
    <ButtonLink
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        warmToaster();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warmToaster();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (opensInPlace(event)) void notify.show(notice);
      }}
    />
  );
}
