import { act, screen } from "@testing-library/react";
import { notify } from "../../src/components/ui/notify";
import { notices } from "../../src/data/notices";
import { renderWithProviders } from "../support/render";

/** Shows a notice and lets zag's toast machine settle (it measures heights on the next frame). */
async function showAndSettle(show: () => Promise<void>) {
  await act(async () => {
    await show();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe("notify", () => {
  it("shows a catalogue notice in an announced, closable toast", async () => {
    renderWithProviders(<p>page</p>);
    await showAndSettle(() => notify.show(notices.contactSent));
    const title = await screen.findByText("Message Sent!");
    expect(screen.getByText("We'll get back to you within 4 hours.")).toBeInTheDocument();
    const toast = title.closest("[role='status']");
    expect(toast).not.toBeNull();
    expect(screen.getByRole("button", { name: "Dismiss notification" })).toBeInTheDocument();
  });

  it("gives errors the destructive look", async () => {
    renderWithProviders(<p>page</p>);
    await showAndSettle(() => notify.error("Password Mismatch", "Passwords do not match. Please try again."));
    const title = await screen.findByText("Password Mismatch");
    expect(title.closest("[data-type]")).toHaveAttribute("data-type", "error");
  });
});
