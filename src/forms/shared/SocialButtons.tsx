import { Button, Stack } from "@chakra-ui/react";
import { disabledLook } from "./controls";
import { keepFocusOnPress } from "./FormShell";

export type SocialProvider = "google" | "facebook";

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M16.5 9.2c0-.6-.1-1.1-.2-1.6H9v3h4.2a3.7 3.7 0 0 1-1.6 2.4v2h2.6c1.5-1.4 2.3-3.4 2.3-5.8z" fill="#4285f4" />
      <path d="M9 17c2.2 0 4-.7 5.2-1.9l-2.6-2a4.7 4.7 0 0 1-7-2.5H2v2.1A8 8 0 0 0 9 17z" fill="#34a853" />
      <path d="M4.6 10.6a4.8 4.8 0 0 1 0-3.2V5.3H2a8 8 0 0 0 0 7.4z" fill="#fbbc05" />
      <path d="M9 4.2c1.2 0 2.3.4 3.2 1.2l2.3-2.3A8 8 0 0 0 2 5.3l2.6 2.1A4.8 4.8 0 0 1 9 4.2z" fill="#ea4335" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <circle cx="9" cy="9" r="8.5" fill="#1877f2" />
      <path d="M10 17.4V11.2h2l.3-2.4H10V7.4c0-.7.2-1.2 1.2-1.2h1.2V4.1a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7H5.7v2.4h1.9v6.2z" fill="#fff" />
    </svg>
  );
}

const providers: Array<{ id: SocialProvider; name: string; Mark: () => JSX.Element }> = [
  { id: "google", name: "Google", Mark: GoogleMark },
  { id: "facebook", name: "Facebook", Mark: FacebookMark },
];

export interface SocialButtonsProps {
  /** "Sign in" or "Sign up": the buttons read "Sign in with Google". */
  verb: "Sign in" | "Sign up";
  pending: string | null;
  onChoose: (provider: SocialProvider) => void;
}

/** Google and Facebook buttons; in demo mode they run the same simulated sign-in. */
export function SocialButtons({ verb, pending, onChoose }: SocialButtonsProps) {
  return (
    <Stack gap="3">
      {providers.map(({ id, name, Mark }) => (
        <Button
          key={id}
          type="button"
          variant="outline"
          size="lg"
          bg="bg.panel"
          _disabled={disabledLook}
          onClick={() => onChoose(id)}
          onMouseDown={keepFocusOnPress}
          disabled={pending !== null}
          aria-busy={pending === id || undefined}
        >
          <Mark />
          {verb} with {name}
        </Button>
      ))}
    </Stack>
  );
}
