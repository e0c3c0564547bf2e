import {
  REMEMBERED_EMAIL_KEY,
  forgetRememberedEmail,
  readRememberedEmail,
  rememberEmail,
} from "../../../src/forms/login/rememberedEmail";

describe("remembered email", () => {
  beforeEach(() => window.localStorage.clear());

  it("stores only the email, under one key, and forgets it", () => {
    expect(readRememberedEmail()).toBeNull();
    rememberEmail("maya@example.com");
    expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe("maya@example.com");
    expect(window.localStorage.length).toBe(1);
    expect(readRememberedEmail()).toBe("maya@example.com");
    forgetRememberedEmail();
    expect(readRememberedEmail()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("does nothing, without throwing, when storage is blocked", () => {
    const spy = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => rememberEmail("maya@example.com")).not.toThrow();
    expect(readRememberedEmail()).toBeNull();
    spy.mockRestore();
  });
});
