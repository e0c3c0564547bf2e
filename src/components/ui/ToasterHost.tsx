import * as React from "react";
import { toasterGate, loadToasterModule } from "./toaster-gate";

const LazyToaster = React.lazy(() => loadToasterModule().then((module) => ({ default: module.Toaster })));

/** Mounts the app-wide toaster once a notice has been requested (see toaster-gate). */
export function ToasterHost() {
  const requested = React.useSyncExternalStore(toasterGate.subscribe, toasterGate.isRequested, () => false);
  if (!requested) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyToaster />
    </React.Suspense>
  );
}
