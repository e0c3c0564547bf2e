import type { IncomingMessage } from "node:http";

export const DEFAULT_SUBMISSIONS_FILE: string;

export interface NetlifyForm {
  name: string;
  /** The field named by the form's netlify-honeypot attribute, if any. */
  honeypot: string | null;
  fields: string[];
}

/** One line of the submissions file. */
export interface StoredSubmission {
  form: string;
  path: string;
  receivedAt: string;
  data: Record<string, string>;
}

export type SubmissionOutcome = "stored" | "spam" | "unknown-form" | "unsupported" | "too-large";

export interface NetlifyFormsOptions {
  publicDir: string;
  /** Default .netlify-forms/submissions.jsonl (relative to the working directory). */
  submissionsFile?: string;
  onSubmission?: (event: { form: string; outcome: "stored" | "spam"; file?: string }) => void;
}

export function formsInHtml(html: string): NetlifyForm[];
export function registeredForms(publicDir: string): Promise<Map<string, NetlifyForm>>;
export function netlifyForms(options: NetlifyFormsOptions): {
  receive: (req: IncomingMessage, pathname: string) => Promise<{ status: number; outcome: SubmissionOutcome }>;
  submissionsFile: string;
};
