import {
  PASSWORD_MIN_LENGTH,
  SPECIAL_CHARACTERS,
  checklistRules,
  meetsPasswordRules,
  passwordRules,
  unmetPasswordRules,
} from "../../../src/forms/password-rules";

const unmet = (password: string) => unmetPasswordRules(password).map((rule) => rule.id);

describe("password rules", () => {
  it("has a 9-character minimum", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(9);
  });

  it("lists exactly four rules in the checklist: length, uppercase, number, special", () => {
    expect(checklistRules.map((rule) => rule.id)).toEqual(["length", "uppercase", "number", "special"]);
    expect(checklistRules.map((rule) => rule.label)).toEqual([
      "At least 9 characters",
      "One uppercase letter",
      "One number",
      "One special character",
    ]);
  });

  it("enforces lowercase without listing it", () => {
    const lowercase = passwordRules.find((rule) => rule.id === "lowercase");
    expect(lowercase?.listed).toBe(false);
    expect(unmet("ABCDEFG1!")).toEqual(["lowercase"]);
    expect(meetsPasswordRules("ABCDEFG1!")).toBe(false);
    expect(meetsPasswordRules("ABCDEFg1!")).toBe(true);
  });

  it.each([
    ["Abcdefg1!", []],
    ["Abcdef1!", ["length"]],
    ["abcdefgh1!", ["uppercase"]],
    ["Abcdefghi!", ["number"]],
    ["Abcdefghi1", ["special"]],
    ["", ["length", "uppercase", "lowercase", "number", "special"]],
    ["         ", ["uppercase", "lowercase", "number", "special"]],
  ])("%j misses %j", (password, missing) => {
    expect(unmet(password)).toEqual(missing);
  });

  it("counts characters, not UTF-16 units: 8 letters plus an emoji is 9 characters", () => {
    expect(unmet("Abcdef1!😀")).toEqual([]);
    expect(unmet("Abcdef1😀")).toEqual(["length", "special"]);
  });

  it("accepts every character of the special set, and only those", () => {
    for (const char of SPECIAL_CHARACTERS) expect(unmet(`Abcdefgh1${char}`)).toEqual([]);
    for (const char of ["<", ">", "~", "`", "|", "\\", '"', "'", " ", "€"]) {
      expect(SPECIAL_CHARACTERS).not.toContain(char);
      expect(unmet(`Abcdefgh1${char}`)).toEqual(["special"]);
    }
  });

  it("accepts very long passwords without failing a rule", () => {
    expect(unmet(`Aa1!${"x".repeat(10_000)}`)).toEqual([]);
  });
});
