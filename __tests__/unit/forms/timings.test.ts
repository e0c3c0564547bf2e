import * as timings from "../../../src/forms/timings";

describe("demo delays", () => {
  it("are 1.5 s for sign-in and social, 2 s for email sign-up", () => {
    expect(timings.SIGN_IN_DELAY_MS).toBe(1500);
    expect(timings.SOCIAL_SIGN_IN_DELAY_MS).toBe(1500);
    expect(timings.EMAIL_SIGN_UP_DELAY_MS).toBe(2000);
    expect(timings.SOCIAL_SIGN_UP_DELAY_MS).toBe(1500);
    expect(timings.AFTER_AUTH_PATH).toBe("/dashboard/");
  });
});

describe("the contact form's wait for the host (CONTACT_FORM=netlify)", () => {
  it("is 15 s", () => {
    expect(timings.CONTACT_SEND_TIMEOUT_MS).toBe(15_000);
  });
});
