import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Disclosure } from "../../src/components/Disclosure";
import { renderWithProviders } from "../support/render";

describe("Disclosure", () => {
  it("is a named button in a heading that shows and hides its answer region", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Disclosure id="faq-trial" summary="Is there a free trial?">
        Yes, 14 days.
      </Disclosure>,
    );
    const button = screen.getByRole("button", { name: "Is there a free trial?" });
    expect(button.closest("h3")).not.toBeNull();
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Is there a free trial?" })).toHaveTextContent("Yes, 14 days.");

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });
});
