import { modulePath, slugFromPath } from "../../../src/components/dashboard/DashboardApp";
import { dashboardModules } from "../../../src/data/modules";
import { notices } from "../../../src/data/notices";

describe("dashboard paths", () => {
  it.each([
    ["/dashboard/", ""],
    ["/dashboard", ""],
    ["/dashboard/email-marketing/", "email-marketing"],
    ["/dashboard/email-marketing", "email-marketing"],
    ["/dashboard/anything/else/", "anything"],
  ])("%s selects %j", (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });

  it("gives each of the ten modules its own address", () => {
    const paths = dashboardModules.map(modulePath);
    expect(paths).toHaveLength(10);
    expect(new Set(paths).size).toBe(10);
    for (const path of paths) expect(path).toMatch(/^\/dashboard\/[a-z-]+\/$/);
  });
});

describe("password reset notice", () => {
  it("says plainly that the demo sends no email", () => {
    expect(notices.passwordResetDemo.title).toBe("Demo Mode");
    expect(notices.passwordResetDemo.description).toMatch(/No email was sent/);
  });
});
