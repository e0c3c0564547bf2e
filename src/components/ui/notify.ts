import type { Notice } from "../../data/notices";
import { requestToaster } from "./toaster-gate";

export const TOAST_DURATION_MS = 5000;

export type ToastKind = Notice["type"];

async function show(type: ToastKind, title: string, description: string): Promise<void> {
  const { toaster } = await requestToaster();
  toaster.create({ type, title, description, closable: true, duration: TOAST_DURATION_MS });
}

/**
 * Typed helper around the app-wide toaster. `error` is the destructive look.
 * Pages usually pass a catalogue entry: `notify.show(notices.contactSent)`.
 */
export const notify = {
  success: (title: string, description: string) => show("success", title, description),
  info: (title: string, description: string) => show("info", title, description),
  error: (title: string, description: string) => show("error", title, description),
  show: (notice: Notice) => show(notice.type, notice.title, notice.description),
};
