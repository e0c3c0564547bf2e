import * as React from "react";
import { toasterGate } from "./toaster-gate";

/**
 * Mounts the app-wide toaster once a notice has been requested and its module has loaded (see
 * toaster-gate). An external store rather than React.lazy: its update renders at once, so the
 * first toast does not wait behind a render already under way, such as the next page's when a
 * notice link navigates.
 */
export function ToasterHost() {
  const toasterModule = React.useSyncExternalStore(toasterGate.subscribe, toasterGate.mountable, () => null);
  if (!toasterModule) return null;
  const { Toaster } = toasterModule;
  return <Toaster />;
}
