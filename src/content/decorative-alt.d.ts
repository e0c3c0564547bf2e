export const DECORATIVE_ALT: "decorative";
export function isDecorativeAlt(alt: string): boolean;
