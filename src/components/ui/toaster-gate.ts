/**
 * The toaster (Chakra's toast parts, Zag's toast machines and state-machine core; its weight:
 * docs/performance.md#first-visit) is not part of any page's first load: it is fetched when
 * something is about to ask for a notice (`noticeIntent`: a notice button pointed at or focused, a
 * form being used) and at the latest when the first notice is shown. A page where nothing asks
 * never fetches it.
 * This gate tells the page wrapper when to mount it: once a notice was requested and the module
 * is there.
 */
type Listener = () => void;
type ToasterModule = typeof import("./toaster");

let requested = false;
let loaded: ToasterModule | null = null;
const listeners = new Set<Listener>();
const notifyListeners = () => listeners.forEach((listener) => listener());

export function loadToasterModule(): Promise<ToasterModule> {
  return import(/* webpackChunkName: "toaster" */ "./toaster").then((module) => {
    if (!loaded) {
      loaded = module;
      if (requested) notifyListeners();
    }
    return module;
  });
}

/** Fetches the toaster without showing anything, so that the first notice appears at once. */
export function warmToaster(): void {
  void loadToasterModule();
}

/**
 * Handlers for an element whose use will show a notice: a pointer over it (a touch fires
 * pointerenter before the tap's click) or the focus inside it starts the toaster's download.
 */
export const noticeIntent = { onPointerEnter: warmToaster, onFocus: warmToaster } as const;

export function requestToaster(): Promise<ToasterModule> {
  if (!requested) {
    requested = true;
    if (loaded) notifyListeners();
  }
  return loadToasterModule();
}

export const toasterGate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The toaster module once a notice was requested and the module has loaded; null before. */
  mountable: (): ToasterModule | null => (requested ? loaded : null),
};
