import { Box, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { checklistRules } from "../password-rules";

function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {met ? (
        <>
          <circle cx="8" cy="8" r="7.5" fill="#15803d" />
          <path d="M4.6 8.3l2.2 2.2 4.6-4.8" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : (
        <circle cx="8" cy="8" r="6.75" fill="none" stroke="#6b7280" strokeWidth="1.5" />
      )}
    </svg>
  );
}

/**
 * The four listed password rules, each ticking live as the password is typed. The icon
 * and a hidden "met / not met yet" word carry the state, not colour alone; a polite live
 * line reports the count only when it changes.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const results = checklistRules.map((rule) => ({ rule, met: rule.test(password) }));
  const metCount = results.filter((result) => result.met).length;
  return (
    <Box id={id}>
      <Text fontSize="sm" color="fg.muted" mb="1.5">
        Your password needs:
      </Text>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1" data-testid="password-checklist">
        {results.map(({ rule, met }) => (
          <chakra.li
            key={rule.id}
            data-met={met}
            display="flex"
            alignItems="center"
            gap="2"
            fontSize="sm"
            color={met ? "green.fg" : "fg.muted"}
            fontWeight={met ? "medium" : "normal"}
          >
            <RuleIcon met={met} />
            <span>{rule.label}</span>
            <VisuallyHidden>{met ? "(met)" : "(not met yet)"}</VisuallyHidden>
          </chakra.li>
        ))}
      </chakra.ul>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {`${metCount} of ${checklistRules.length} password requirements met`}
      </VisuallyHidden>
    </Box>
  );
}
