/**
 * The toaster (Chakra + zag's toast machine, ~10 KB gzipped) is not part of the first
 * load: it is imported the first time a notice is shown, or when the browser is idle.
 * This gate tells the page wrapper when to mount it.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

export const loadToasterModule = () => import("./toaster");

export function requestToaster(): ReturnType<typeof loadToasterModule> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return loadToasterModule();
}

export const toasterGate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
};
