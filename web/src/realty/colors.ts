/** Relative luminance of `#rrggbb` (WCAG 2.x). */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * Black or white, whichever contrasts more with the colour: a unit number stays readable on any
 * template colour (the better of the two is always at least 4.58:1, above WCAG AA's 4.5:1).
 */
export const readableTextOn = (hex: string): '#000000' | '#ffffff' => {
  const light = luminance(hex);
  const onBlack = (light + 0.05) / 0.05;
  const onWhite = 1.05 / (light + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
};
