import { dashboardModules } from "./modules";

/** Service statuses of the status page: operational, maintenance, degraded, outage, development. */
export type ServiceStatus = "operational" | "maintenance" | "degraded" | "outage" | "development";

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  operational: "Operational",
  maintenance: "Maintenance",
  degraded: "Degraded",
  outage: "Outage",
  development: "Under Development",
};

/** A status the page cannot name is shown as operational (its label, colour and icon). */
export function normalizeServiceStatus(status: string): ServiceStatus {
  return Object.prototype.hasOwnProperty.call(serviceStatusLabels, status) ? (status as ServiceStatus) : "operational";
}

export type IncidentStatus = "resolved" | "in-progress" | "investigating";

export const incidentStatusLabels: Record<IncidentStatus, string> = {
  resolved: "Resolved",
  "in-progress": "In Progress",
  investigating: "Investigating",
};

export function incidentStatusLabel(status: IncidentStatus): string {
  return incidentStatusLabels[status];
}

export interface ServiceStatusItem {
  name: string;
  /** Kept as a string: the records may carry a value the page does not know yet. */
  status: ServiceStatus | (string & {});
  /** Uptime as shown, e.g. "99.9%". */
  uptime: string;
}

export interface ServiceGroup {
  id: string;
  title: string;
  description: string;
  services: ServiceStatusItem[];
}

export const websitePages: ServiceStatusItem[] = [
  { name: "Home", status: "operational", uptime: "99.9%" },
  { name: "Features", status: "operational", uptime: "99.8%" },
  { name: "Pricing", status: "operational", uptime: "99.9%" },
  { name: "About", status: "operational", uptime: "99.7%" },
  { name: "Contact", status: "operational", uptime: "99.6%" },
  { name: "Blog", status: "operational", uptime: "99.5%" },
  { name: "Help Center", status: "operational", uptime: "99.4%" },
  { name: "Documentation", status: "operational", uptime: "99.3%" },
  { name: "Community", status: "operational", uptime: "99.2%" },
  { name: "Careers", status: "operational", uptime: "99.8%" },
];

export const dashboardServices: ServiceStatusItem[] = dashboardModules.map((module) => ({
  name: module.name,
  status: "development",
  uptime: "0%",
}));

export const accountServices: ServiceStatusItem[] = [
  { name: "Sign up", status: "operational", uptime: "99.9%" },
  { name: "Login", status: "degraded", uptime: "50%" },
  { name: "Subscribe to Updates", status: "development", uptime: "10%" },
];

export const serviceGroups: ServiceGroup[] = [
  {
    id: "website-pages",
    title: "Website Pages",
    description: "The public pages of scalewise.example, served from a static host.",
    services: websitePages,
  },
  {
    id: "dashboard-services",
    title: "Dashboard Services",
    description: "The ten modules of the Scalewise dashboard, being built now.",
    services: dashboardServices,
  },
  {
    id: "account-services",
    title: "Account Services",
    description: "Sign-up, sign-in and status update subscriptions.",
    services: accountServices,
  },
];

export type IncidentImpact = "High" | "Medium" | "Low";

export interface Incident {
  title: string;
  description: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  /** Day-month-year text, as shown. */
  date: string;
  /** ISO date for the `<time>` element. */
  isoDate: string;
}

export const incidents: Incident[] = [
  {
    title: "Auth Services Implementation",
    description:
      "Sign-up and sign-in were unavailable for about two hours while the new account flow went live. Both work again; sign-in runs in demo mode for now.",
    status: "resolved",
    impact: "High",
    date: "24 March 2025",
    isoDate: "2025-03-24",
  },
  {
    title: "Page Development and Optimization",
    description:
      "Scripts now load only on the pages that need them. A few pages were slow to open during the deployment; all of them load normally now.",
    status: "resolved",
    impact: "Low",
    date: "17 March 2025",
    isoDate: "2025-03-17",
  },
  {
    title: "Enhancing UI Components",
    description:
      "Buttons, cards and form fields are being reworked for clearer focus states and stronger contrast. Every page stays available while the changes roll out.",
    status: "in-progress",
    impact: "Low",
    date: "10 March 2025",
    isoDate: "2025-03-10",
  },
  {
    title: "Button Functionality Enhancement",
    description:
      "Some call-to-action buttons showed a notice but did not move on. Each one now opens its sign-up or contact form.",
    status: "resolved",
    impact: "Medium",
    date: "3 March 2025",
    isoDate: "2025-03-03",
  },
];
