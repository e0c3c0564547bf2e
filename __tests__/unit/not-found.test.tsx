import { screen } from "@testing-library/react";
import NotFoundPage, { displayPath } from "../../src/pages/404";
import { REQUESTED_PATH_ID, REQUESTED_PATH_SCRIPT } from "../../src/lib/inline-scripts";
import { renderWithProviders } from "../support/render";

describe("displayPath", () => {
  it("decodes the requested path for display", () => {
    expect(displayPath("/%3Cimg%20src=x%20onerror=alert(1)%3E")).toBe("/<img src=x onerror=alert(1)>");
  });
  it("keeps a malformed escape as it is", () => {
    expect(displayPath("/100%")).toBe("/100%");
  });
});

describe("404 page", () => {
  it("shows the hostile path as text and logs it as an error", () => {
    window.history.pushState({}, "", "/%3Cimg%20src=x%20onerror=alert(1)%3E");
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    renderWithProviders(<NotFoundPage {...({} as any)} />);
    expect(screen.getByTestId("requested-path")).toHaveTextContent("/<img src=x onerror=alert(1)>");
    expect(document.querySelector("main img")).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/<img src=x onerror=alert(1)>"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByTestId("copyright")).toHaveTextContent("© 2024");
    for (const name of ["Visit Homepage", "Explore Features", "Browse Documentation", "Get Support", "Take Me Home", "← Back to Home", "Need Help?"]) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Need Help?" })).toHaveAttribute("href", "/help-center/");
    error.mockRestore();
  });
});

describe("the 404 page's inline path filler", () => {
  // It runs before React with no module of its own, so it repeats displayPath: both must show the same text.
  it.each(["/missing/", "/caf%C3%A9/", "/100%", "/%3Cimg%20src=x%20onerror=alert(1)%3E", "/bad%E0%A4%A"])("shows %s as displayPath does", (pathname) => {
    const element = { textContent: "this address" };
    const document = { getElementById: (id: string) => (id === REQUESTED_PATH_ID ? element : null) };
    new Function("document", "location", REQUESTED_PATH_SCRIPT)(document, { pathname });
    expect(element.textContent).toBe(displayPath(pathname));
  });
});
