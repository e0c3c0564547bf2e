/**
 * @jest-environment node
 */
import { readContactFormMode } from "../../plugins/contact-form/mode";

describe("CONTACT_FORM", () => {
  it.each([[undefined], [""], ["  "], ["demo"]])("%j means demo mode", (value) => {
    expect(readContactFormMode(value === undefined ? {} : { CONTACT_FORM: value })).toEqual({ ok: true, mode: "demo" });
  });

  it("netlify means Netlify Forms", () => {
    expect(readContactFormMode({ CONTACT_FORM: "netlify" })).toEqual({ ok: true, mode: "netlify" });
  });

  it.each(["Netlify", "formspree", "true"])("%j is refused with a message naming the variable and the values allowed", (value) => {
    expect(readContactFormMode({ CONTACT_FORM: value })).toEqual({
      ok: false,
      message: `CONTACT_FORM "${value}" is not one of demo, netlify (leave it unset for demo, the default; see docs/contact-form.md)`,
    });
  });
});
