import { createGlobalTheme } from '@vanilla-extract/css';

/** Latin and Vietnamese: system fonts that carry the Vietnamese diacritics. */
const latinFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const fontStacks = {
  base: `${latinFonts}, "Noto Sans CJK JP", "Noto Sans JP", sans-serif`,
  /** Japanese first, so kana and kanji take Japanese glyph forms. */
  ja: `"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, ${latinFonts}`,
} as const;

export const vars = createGlobalTheme(':root', {
  color: {
    // Brand red on white: contrast 5.9:1 (AA for body text).
    brand: '#c2281d',
    brandHover: '#9f1f16',
    brandContrast: '#ffffff',
    // Warm orange accent for badges and highlights on dark or brand backgrounds.
    accent: '#f28c28',
    accentSoft: '#fff1e3',
    background: '#fffaf5',
    surface: '#ffffff',
    surfaceMuted: '#f7efe8',
    text: '#221a16',
    textMuted: '#5e524b',
    border: '#e7dad0',
    focus: '#1b5fd1',
    footerBackground: '#2a1d17',
    footerText: '#f5ebe3',
    footerMuted: '#cdbdb2',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.6',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  font: {
    base: fontStacks.base,
    ja: fontStacks.ja,
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(34, 26, 22, 0.08)',
    md: '0 4px 16px rgba(34, 26, 22, 0.12)',
  },
  layout: {
    maxWidth: '1120px',
    headerHeight: '64px',
    headerHeightMobile: '52px',
  },
});
