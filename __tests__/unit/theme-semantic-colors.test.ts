import { semanticColors } from "@chakra-theme/semantic-tokens/colors";
import { PALETTES_LEFT_OUT, brandSemanticColors, chakraSemanticColors } from "../../src/theme/tokens";

type TokenValue = string | { _light?: string; _dark?: string };
type TokenGroup = Record<string, { value: TokenValue }>;

const tokenEntries = (groups: Record<string, TokenGroup>) =>
  Object.entries(groups).flatMap(([group, tokens]) => Object.entries(tokens).map(([name, token]) => [`${group}.${name}`, token.value] as const));

const chakraOwn = tokenEntries(semanticColors as Record<string, TokenGroup>).filter(
  ([name]) => !(PALETTES_LEFT_OUT as readonly string[]).includes(name.split(".")[0]),
);
const ours = tokenEntries(chakraSemanticColors as Record<string, TokenGroup>);

test("every Chakra semantic colour keeps Chakra's light and dark values", () => {
  expect(chakraOwn.length).toBeGreaterThan(60);
  expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(chakraOwn));
});

test("the left-out palettes are gone from the semantic colours", () => {
  for (const palette of PALETTES_LEFT_OUT) expect(chakraSemanticColors).not.toHaveProperty(palette);
});

test("each of the site's own semantic colours has a dark value or is the same in both modes on purpose", () => {
  const sameInBoth = ["brand.solid", "brand.contrast", "bg.inverted", "fg.inverted", "fg.invertedMuted"];
  for (const [name, value] of tokenEntries(brandSemanticColors as Record<string, TokenGroup>)) {
    if (sameInBoth.includes(name)) expect(typeof value).toBe("string");
    else expect(value).toEqual({ _light: expect.any(String), _dark: expect.any(String) });
  }
});
