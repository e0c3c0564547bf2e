import { semanticColors } from "@chakra-theme/semantic-tokens/colors";
import { PALETTES_LEFT_OUT, lightSemanticColors } from "../../src/theme/tokens";

type TokenValue = string | { _light?: string; _dark?: string };
type TokenGroup = Record<string, { value: TokenValue }>;

const chakraLight = Object.entries(semanticColors as Record<string, TokenGroup>)
  .filter(([group]) => !(PALETTES_LEFT_OUT as readonly string[]).includes(group))
  .flatMap(([group, tokens]) =>
  Object.entries(tokens).map(([name, token]) => {
    const value = typeof token.value === "string" ? token.value : token.value._light;
    return [`${group}.${name}`, value] as const;
  }),
);

const ours = Object.entries(lightSemanticColors as Record<string, TokenGroup>).flatMap(([group, tokens]) =>
  Object.entries(tokens).map(([name, token]) => [`${group}.${name}`, token.value] as const),
);

test("every Chakra semantic colour keeps its light-mode value", () => {
  expect(chakraLight.length).toBeGreaterThan(60);
  expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(chakraLight));
});

test("no token carries a dark-mode value", () => {
  for (const [, value] of ours) expect(typeof value).toBe("string");
});

test("the left-out palettes are gone from the semantic colours", () => {
  for (const palette of PALETTES_LEFT_OUT) expect(lightSemanticColors).not.toHaveProperty(palette);
});
