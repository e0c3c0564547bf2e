import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navbar } from "../../src/components/layout/Navbar";
import { COLOR_MODE_SCRIPT } from "../../src/lib/inline-scripts";
import { COLOR_MODE_STORAGE_KEY } from "../../src/lib/color-mode-names";
import { renderWithProviders } from "../support/render";

/** The system's colour mode, as `prefers-color-scheme` reports it; the test sets it. */
const system = (() => {
  let dark = false;
  const query = (media: string) => ({ matches: media === "(prefers-color-scheme: dark)" && dark, media }) as MediaQueryList;
  return {
    query,
    set(next: boolean) {
      dark = next;
    },
  };
})();

const html = document.documentElement;
const runPrePaintScript = () => new Function(COLOR_MODE_SCRIPT)();

beforeAll(() => {
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: system.query });
});

beforeEach(() => {
  localStorage.clear();
  html.className = "";
  system.set(false);
});

describe("the pre-paint script", () => {
  it("follows the system's mode when the reader has not chosen", () => {
    system.set(true);
    runPrePaintScript();
    expect(html).toHaveClass("dark");
    system.set(false);
    runPrePaintScript();
    expect(html).not.toHaveClass("dark");
  });

  it("applies the reader's choice over the system's", () => {
    system.set(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    runPrePaintScript();
    expect(html).not.toHaveClass("dark");
    system.set(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    runPrePaintScript();
    expect(html).toHaveClass("dark");
  });

  it("follows the system's mode where storage is refused", () => {
    system.set(true);
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    try {
      runPrePaintScript();
    } finally {
      getItem.mockRestore();
    }
    expect(html).toHaveClass("dark");
  });
});

describe("the navbar's toggles", () => {
  // The bar's and the small-screen menu's (hidden until the menu opens).
  const toggles = () => screen.getAllByRole("button", { name: "Dark mode", hidden: true });

  it("switch the mode, keep the choice and agree with each other", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getAllByRole("button", { name: "Dark mode" })).toHaveLength(2);
    for (const toggle of toggles()) expect(toggle).toHaveAttribute("aria-pressed", "false");

    await user.click(toggles()[0]);
    expect(html).toHaveClass("dark");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
    for (const toggle of toggles()) expect(toggle).toHaveAttribute("aria-pressed", "true");

    await user.click(toggles()[1]);
    expect(html).not.toHaveClass("dark");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("light");
    for (const toggle of toggles()) expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
});
