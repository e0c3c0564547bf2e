import { act, screen } from "@testing-library/react";
import { notify } from "../../src/components/ui/notify";
import { notices } from "../../src/data/notices";
import { renderWithProviders } from "../support/render";

// notify loads the toaster's chunk on first use: under Jest that import is compiled on the spot,
// which on a busy machine takes longer than Jest's and Testing Library's default waits.
const FIRST_TOAST_MS = 20_000;

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
    const title = await screen.findByText("Message Sent!", undefined, { timeout: FIRST_TOAST_MS });
    expect(screen.getByText("We'll get back to you within 4 hours.")).toBeInTheDocument();
    const toast = title.closest("[role='status']");
    expect(toast).not.toBeNull();
    expect(screen.getByRole("button", { name: "Dismiss notification" })).toBeInTheDocument();
  }, FIRST_TOAST_MS + 5_000);

  it("gives errors the destructive look", async () => {
    renderWithProviders(<p>page</p>);
    await showAndSettle(() => notify.error("Password Mismatch", "Passwords do not match. Please try again."));
    const title = await screen.findByText("Password Mismatch", undefined, { timeout: FIRST_TOAST_MS });
    expect(title.closest("[data-type]")).toHaveAttribute("data-type", "error");
  }, FIRST_TOAST_MS + 5_000);
});
