import { forgotPasswordSchema } from "../../../src/forms/forgot-password/forgotPasswordSchema";
import { LONG, errorsOf } from "./support";

describe("forgot-password schema", () => {
  it.each(["maya@example.com", "  maya@example.com  ", "first.last+tag@sub.example.co.uk"])("accepts %j", async (email) => {
    expect(await errorsOf(forgotPasswordSchema, { email })).toEqual({});
  });

  it.each([
    "",
    "     ",
    "maya",
    "maya@",
    "@example.com",
    "maya@example",
    "maya example@x.com",
    "<b>maya</b>@example.com",
    "😀@example.com.😀",
    `${LONG}@example.com`,
  ])("rejects %j", async (email) => {
    expect(Object.keys(await errorsOf(forgotPasswordSchema, { email }))).toEqual(["email"]);
  });
});
