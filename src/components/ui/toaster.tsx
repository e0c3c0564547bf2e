import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from "@chakra-ui/react";
// The toast recipe is passed here rather than registered in the system, so its styles load with
// this lazy chunk instead of with every page's first-load JavaScript.
import { toastSlotRecipe } from "@chakra-theme/recipes/toast";

/** The single app-wide toast store. Rendered once, by `wrapPageElement`. */
export const toaster = createToaster({
  placement: "top-end",
  pauseOnPageIdle: true,
  max: 3,
});

/** @public Read from the module object toaster-gate.ts loads (ToasterHost.tsx), which knip does not follow. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          // Chakra's success green and its 0.8-opacity description fall below 4.5:1 with white text.
          <Toast.Root
            recipe={toastSlotRecipe}
            width={{ md: "sm" }}
            data-testid="toast"
            css={{ "&[data-type=success]": { bg: "green.700" } }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
