import { signupSchema } from "../../../src/forms/signup/signupSchema";
import {
  PASSWORD_MISMATCH_MESSAGE,
  TERMS_MESSAGE,
  emptySignup,
  type SignupValues,
} from "../../../src/forms/signup/signupFields";
import { LONG, errorsOf } from "./support";

const valid: SignupValues = {
  firstName: "Ravi",
  lastName: "Menon",
  email: "ravi@lumen.co",
  company: "Lumen",
  password: "Growth#2025",
  confirmPassword: "Growth#2025",
  agreeTerms: true,
  marketingEmails: true,
};

describe("sign-up schema", () => {
  it("starts with terms unchecked and marketing emails checked", () => {
    expect(emptySignup.agreeTerms).toBe(false);
    expect(emptySignup.marketingEmails).toBe(true);
  });

  it.each<[string, Partial<SignupValues>]>([
    ["a complete sign-up", {}],
    ["marketing emails turned off", { marketingEmails: false }],
    ["spaces around names and email", { firstName: "  Ravi ", email: " ravi@lumen.co " }],
    ["emoji and markup in names", { firstName: "Ravi 🚀", company: "<Lumen & Co>" }],
    ["a password with an emoji", { password: "Growth#2025😀", confirmPassword: "Growth#2025😀" }],
  ])("accepts %s", async (_label, change) => {
    expect(await errorsOf(signupSchema, { ...valid, ...change })).toEqual({});
  });

  it.each<[string, Partial<SignupValues>, keyof SignupValues]>([
    ["an empty first name", { firstName: "" }, "firstName"],
    ["a first name of spaces", { firstName: "   " }, "firstName"],
    ["a 10,000-character last name", { lastName: LONG }, "lastName"],
    ["an empty last name", { lastName: "" }, "lastName"],
    ["an invalid email", { email: "ravi@lumen" }, "email"],
    ["an empty company", { company: "" }, "company"],
    ["a 10,000-character company", { company: LONG }, "company"],
    ["a short password", { password: "Grow#25a", confirmPassword: "Grow#25a" }, "password"],
    ["a password without uppercase", { password: "growth#2025", confirmPassword: "growth#2025" }, "password"],
    ["a password without lowercase", { password: "GROWTH#2025", confirmPassword: "GROWTH#2025" }, "password"],
    ["a password without a number", { password: "Growth#abcd", confirmPassword: "Growth#abcd" }, "password"],
    ["a password without a special character", { password: "Growth2025", confirmPassword: "Growth2025" }, "password"],
    ["a 10,000-character password", { password: `Aa1!${LONG}`, confirmPassword: `Aa1!${LONG}` }, "password"],
    ["an empty confirmation", { confirmPassword: "" }, "confirmPassword"],
    ["terms not agreed", { agreeTerms: false }, "agreeTerms"],
  ])("rejects %s", async (_label, change, field) => {
    const errors = await errorsOf(signupSchema, { ...valid, ...change });
    expect(Object.keys(errors)).toEqual([field]);
  });

  it("reports a mismatched confirmation with its own message", async () => {
    const errors = await errorsOf(signupSchema, { ...valid, confirmPassword: "Growth#2026" });
    expect(errors).toEqual({ confirmPassword: PASSWORD_MISMATCH_MESSAGE });
  });

  it("names the missing rule in the password error, lowercase included", async () => {
    const errors = await errorsOf(signupSchema, { ...valid, password: "GROWTH#2025", confirmPassword: "GROWTH#2025" });
    expect(errors.password).toMatch(/lowercase/);
  });

  it("explains the terms error", async () => {
    expect((await errorsOf(signupSchema, { ...valid, agreeTerms: false })).agreeTerms).toBe(TERMS_MESSAGE);
  });
});
