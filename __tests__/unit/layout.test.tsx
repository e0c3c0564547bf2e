import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/layout/Layout";
import { footerColumns, primaryNav } from "../../src/data/navigation";
import { renderWithProviders } from "../support/render";

describe("Layout", () => {
  it("renders a skip link to the main landmark", () => {
    renderWithProviders(<Layout>content</Layout>);
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("lists every primary link plus Login and Get Started in the main nav", () => {
    renderWithProviders(<Layout>content</Layout>);
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const item of primaryNav) {
      expect(within(nav).getByRole("link", { name: item.label })).toHaveAttribute("href", item.to);
    }
    expect(within(nav).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login/");
    expect(within(nav).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup/");
  });

  it("toggles the mobile menu, closes it on Escape and on a choice", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Layout>content</Layout>);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(menu).toBeVisible();

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    // jsdom cannot follow links; the menu must close on the click itself.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stopNavigation);
    await user.click(within(menu).getByRole("link", { name: "Pricing" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    document.removeEventListener("click", stopNavigation);
  });

  it("renders the footer columns, tagline and copyright year", () => {
    renderWithProviders(<Layout>content</Layout>);
    for (const column of footerColumns) {
      const nav = screen.getByRole("navigation", { name: column.heading });
      expect(within(nav).getAllByRole("link")).toHaveLength(column.links.length);
    }
    expect(screen.getByText("From Data to Results—AI Gets You There")).toBeInTheDocument();
    expect(screen.getByTestId("copyright")).toHaveTextContent("© 2025 Scalewise");
    expect(screen.getByRole("link", { name: "Integrations" })).toHaveAttribute("href", "/features/#integrations");
    expect(screen.getByRole("link", { name: "API" })).toHaveAttribute("href", "/documentation/");
  });

  it("takes another copyright year when asked (404 page)", () => {
    renderWithProviders(<Layout copyrightYear={2024}>content</Layout>);
    expect(screen.getByTestId("copyright")).toHaveTextContent("© 2024 Scalewise");
  });
});

describe("the current page in the layout's slices", () => {
  it("marks the page's own links in the navbar, its menu and the footer", () => {
    renderWithProviders(<Layout>content</Layout>, { path: "/pricing/" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Features" })).not.toHaveAttribute("aria-current");
    const menu = screen.getByRole("list", { name: "Main menu", hidden: true });
    expect(within(menu).getByRole("link", { name: "Pricing", hidden: true })).toHaveAttribute("aria-current", "page");
    const product = screen.getByRole("navigation", { name: "Product" });
    expect(within(product).getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    expect(document.querySelectorAll("[aria-current]")).toHaveLength(3);
  });

  it("marks nothing on a page neither links to", () => {
    renderWithProviders(<Layout>content</Layout>, { path: "/blog/some-post/" });
    expect(document.querySelectorAll("[aria-current]")).toHaveLength(0);
  });
});
