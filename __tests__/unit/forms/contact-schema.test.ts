import { contactSchema } from "../../../src/forms/contact/contactSchema";
import { emptyContact, type ContactValues } from "../../../src/forms/contact/contactFields";
import { contactSubjects, subjectFromSearch } from "../../../src/forms/contact/subjects";
import { LONG, errorsOf } from "./support";

const valid: ContactValues = {
  name: "Asha Rao",
  email: "asha@northwind.io",
  company: "",
  phone: "",
  subject: "sales",
  message: "We would like pricing for a team of 12.",
};

describe("contact schema", () => {
  it("accepts a complete message with the optional fields empty", async () => {
    expect(await errorsOf(contactSchema, valid)).toEqual({});
  });

  it.each<[string, Partial<ContactValues>]>([
    ["company and phone filled in", { company: "Northwind", phone: "+91 80 4567 8900" }],
    ["spaces around every field", { name: "  Asha  ", email: "  asha@northwind.io ", message: "   A longer question.  " }],
    ["emoji in the name and message", { name: "Asha 🚀", message: "Can we talk? 😀😀😀😀" }],
    ["markup as plain text", { name: "<b>Asha</b>", message: "<script>alert(1)</script> please call" }],
    ["each subject", { subject: "press" }],
  ])("accepts %s", async (_label, change) => {
    expect(await errorsOf(contactSchema, { ...valid, ...change })).toEqual({});
  });

  it.each<[string, Partial<ContactValues>, keyof ContactValues]>([
    ["an empty name", { name: "" }, "name"],
    ["a name of spaces", { name: "    " }, "name"],
    ["a 10,000-character name", { name: LONG }, "name"],
    ["an empty email", { email: "" }, "email"],
    ["an email without @", { email: "asha.northwind.io" }, "email"],
    ["an email without a dotted domain", { email: "asha@northwind" }, "email"],
    ["an email with spaces inside", { email: "asha rao@northwind.io" }, "email"],
    ["an email with markup", { email: "<a>@x.io" }, "email"],
    ["a 10,000-character email", { email: `${LONG}@x.io` }, "email"],
    ["letters in the phone", { phone: "call me maybe" }, "phone"],
    ["a phone with too few digits", { phone: "12-34" }, "phone"],
    ["a 10,000-character company", { company: LONG }, "company"],
    ["no subject", { subject: "" }, "subject"],
    ["an unknown subject", { subject: "jobs" }, "subject"],
    ["an empty message", { message: "" }, "message"],
    ["a message of spaces", { message: "          " }, "message"],
    ["a too short message", { message: "Hi" }, "message"],
    ["a 10,000-character message", { message: LONG }, "message"],
  ])("rejects %s", async (_label, change, field) => {
    const errors = await errorsOf(contactSchema, { ...valid, ...change });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/\w/);
  });

  it("flags the four required fields of an empty form", async () => {
    expect(Object.keys(await errorsOf(contactSchema, emptyContact)).sort()).toEqual(["email", "message", "name", "subject"]);
  });
});

describe("contact subjects", () => {
  it("are the six subjects, in order", () => {
    expect(contactSubjects.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      "general: General Inquiry",
      "sales: Sales & Pricing",
      "demo: Schedule a Demo",
      "support: Technical Support",
      "partnership: Partnership",
      "press: Press & Media",
    ]);
  });

  it.each([
    ["?subject=sales", "sales"],
    ["?subject=demo", "demo"],
    ["?utm_source=mail&subject=demo", "demo"],
    ["?subject=support", null],
    ["?subject=SALES", null],
    ["?subject=<script>", null],
    ["?subject=", null],
    ["", null],
    [undefined, null],
  ])("%j preselects %j", (search, expected) => {
    expect(subjectFromSearch(search)).toBe(expected);
  });
});
