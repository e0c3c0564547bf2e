import {
  accountServices,
  dashboardServices,
  incidentStatusLabel,
  incidents,
  normalizeServiceStatus,
  serviceStatusLabels,
  websitePages,
} from "../../src/data/status";
import { dashboardModules } from "../../src/data/modules";
import { SPEC_DASHBOARD_MODULES } from "../support/spec";

/** The label the status page shows for a service's status. */
const serviceStatusLabel = (status: string) => serviceStatusLabels[normalizeServiceStatus(status)];

describe("a service status's label", () => {
  it.each([
    ["operational", "Operational"],
    ["maintenance", "Maintenance"],
    ["degraded", "Degraded"],
    ["outage", "Outage"],
    ["development", "Under Development"],
  ])("labels %s as %s", (status, label) => {
    expect(serviceStatusLabel(status)).toBe(label);
  });

  it.each(["", "unknown", "Operational", "down", "constructor", "toString", "__proto__"])(
    "treats the unknown value %p as Operational",
    (status) => {
      expect(normalizeServiceStatus(status)).toBe("operational");
      expect(serviceStatusLabel(status)).toBe("Operational");
    },
  );
});

describe("incidentStatusLabel", () => {
  it("labels the three incident statuses", () => {
    expect(incidentStatusLabel("resolved")).toBe("Resolved");
    expect(incidentStatusLabel("in-progress")).toBe("In Progress");
    expect(incidentStatusLabel("investigating")).toBe("Investigating");
  });
});

describe("status records", () => {
  it("lists ten operational website pages with uptimes from 99.2% to 99.9%", () => {
    expect(websitePages).toHaveLength(10);
    const uptimes = websitePages.map((page) => parseFloat(page.uptime));
    for (const page of websitePages) expect(page.status).toBe("operational");
    expect(Math.min(...uptimes)).toBe(99.2);
    expect(Math.max(...uptimes)).toBe(99.9);
  });

  it("lists the ten dashboard modules as under development at 0%", () => {
    expect(dashboardServices.map((service) => service.name)).toEqual(SPEC_DASHBOARD_MODULES);
    expect(dashboardServices).toHaveLength(dashboardModules.length);
    for (const service of dashboardServices) expect(service).toMatchObject({ status: "development", uptime: "0%" });
  });

  it("lists sign up, login and subscriptions with their states", () => {
    expect(accountServices).toEqual([
      { name: "Sign up", status: "operational", uptime: "99.9%" },
      { name: "Login", status: "degraded", uptime: "50%" },
      { name: "Subscribe to Updates", status: "development", uptime: "10%" },
    ]);
  });

  it("has the four incidents with their statuses, impacts and day-month-year dates", () => {
    expect(incidents.map(({ title, status, impact }) => [title, status, impact])).toEqual([
      ["Auth Services Implementation", "resolved", "High"],
      ["Page Development and Optimization", "resolved", "Low"],
      ["Enhancing UI Components", "in-progress", "Low"],
      ["Button Functionality Enhancement", "resolved", "Medium"],
    ]);
    for (const incident of incidents) {
      expect(incident.date).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
      const [day, month, year] = incident.date.split(" ");
      const iso = new Date(`${month} ${day}, ${year} UTC`).toISOString().slice(0, 10);
      expect(incident.isoDate).toBe(iso);
    }
  });
});
