import { navigate, prefetchPathname } from "gatsby";
import type { Notice } from "../../data/notices";
import { notify } from "../../components/ui/notify";
import { AFTER_AUTH_PATH } from "../timings";

/** Called when a simulated sign-in starts: fetch the dashboard's page data meanwhile. */
export function prepareDemoAuth() {
  prefetchPathname(AFTER_AUTH_PATH);
}

/** The end of a simulated sign-in or sign-up: the demo notice, then the dashboard. */
export function completeDemoAuth(notice: Notice) {
  void notify.show(notice);
  void navigate(AFTER_AUTH_PATH);
}
