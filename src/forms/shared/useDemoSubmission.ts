import * as React from "react";

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The simulated request of a demo-mode form: `pending` names what is being submitted
 * (the form or a social provider) for `delayMs`, then `onDone` runs unless the page was left.
 */
export function useDemoSubmission<Source extends string>() {
  const [pending, setPending] = React.useState<Source | null>(null);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = React.useCallback(async (source: Source, delayMs: number, onDone: () => void, onStart?: () => void) => {
    setPending(source);
    onStart?.();
    await wait(delayMs);
    if (mounted.current) onDone();
  }, []);

  return { pending, run };
}
