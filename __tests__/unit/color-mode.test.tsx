import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navbar } from "../../src/components/layout/Navbar";
import { COLOR_MODE_SCRIPT, COLOR_MODE_STORAGE_KEY } from "../../src/lib/inline-scripts";
import { renderWithProviders } from "../support/render";

/** A system colour mode the test can change, as `prefers-color-scheme` reports it. */
const system = (() => {
  let dark = false;
  const listeners = new Set<() => void>();
  const query = (media: string) =>
    ({
      get matches() {
        return media === "(prefers-color-scheme: dark)" && dark;
      },
      media,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    query,
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
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
  act(() => system.set(false));
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

  it("ignores a stored value that is no mode", () => {
    system.set(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "purple");
    runPrePaintScript();
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

  it("follow the system while the reader has not chosen, and not once they have", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    act(() => system.set(true));
    expect(html).toHaveClass("dark");
    expect(toggles()[0]).toHaveAttribute("aria-pressed", "true");

    await user.click(toggles()[0]);
    act(() => system.set(false));
    act(() => system.set(true));
    expect(html).not.toHaveClass("dark");
  });

  it("take a choice made in another tab", () => {
    renderWithProviders(<Navbar />);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: COLOR_MODE_STORAGE_KEY, newValue: "dark" }));
    });
    expect(html).toHaveClass("dark");
    expect(toggles()[1]).toHaveAttribute("aria-pressed", "true");
  });
});
