/**
 * The toaster (Chakra's toast parts, Zag's toast machines and state-machine core, ~20 KB
 * gzipped) is not part of any page's first load: it is fetched when something is about to ask
 * for a notice (`noticeIntent`: a notice button pointed at or focused, a form being filled in)
 * and at the latest when the first notice is shown. A page where nothing asks never fetches it.
 * This gate tells the page wrapper when to mount it.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

export const loadToasterModule = () => import(/* webpackChunkName: "toaster" */ "./toaster");

/** Fetches the toaster without showing anything, so that the first notice appears at once. */
export function warmToaster(): void {
  void loadToasterModule();
}

/**
 * Handlers for an element whose use will show a notice: a pointer over it (a touch fires
 * pointerenter before the tap's click) or the focus inside it starts the toaster's download.
 */
export const noticeIntent = { onPointerEnter: warmToaster, onFocus: warmToaster } as const;

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
