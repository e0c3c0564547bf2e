import { loginSchema } from "../../../src/forms/login/loginSchema";
import { emptyLogin, type LoginValues } from "../../../src/forms/login/loginFields";
import { LONG, errorsOf } from "./support";

const valid: LoginValues = { email: "maya@example.com", password: "anything", rememberMe: false };

describe("sign-in schema", () => {
  it.each<[string, Partial<LoginValues>]>([
    ["a plain sign-in", {}],
    ["remember me checked", { rememberMe: true }],
    ["spaces around the email", { email: "  maya@example.com  " }],
    ["a password with spaces and emoji", { password: " pass word 😀 " }],
    ["a password with markup", { password: "<img src=x onerror=alert(1)>" }],
  ])("accepts %s", async (_label, change) => {
    expect(await errorsOf(loginSchema, { ...valid, ...change })).toEqual({});
  });

  it.each<[string, Partial<LoginValues>, keyof LoginValues]>([
    ["an empty email", { email: "" }, "email"],
    ["an email of spaces", { email: "   " }, "email"],
    ["an email without @", { email: "maya.example.com" }, "email"],
    ["an email without a domain", { email: "maya@" }, "email"],
    ["an email without a dotted domain", { email: "maya@localhost" }, "email"],
    ["two @ signs", { email: "maya@@example.com" }, "email"],
    ["an emoji email", { email: "😀@😀" }, "email"],
    ["a 10,000-character email", { email: `${LONG}@example.com` }, "email"],
    ["an empty password", { password: "" }, "password"],
    ["a 10,000-character password", { password: LONG }, "password"],
  ])("rejects %s", async (_label, change, field) => {
    const errors = await errorsOf(loginSchema, { ...valid, ...change });
    expect(Object.keys(errors)).toEqual([field]);
  });

  it("needs both fields on an empty form", async () => {
    expect(Object.keys(await errorsOf(loginSchema, emptyLogin)).sort()).toEqual(["email", "password"]);
  });
});
