import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid transparent`,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  primary: [buttonBase, { backgroundColor: vars.color.brand, color: vars.color.brandContrast, selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } } }],
  secondary: [buttonBase, { backgroundColor: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand }],
  ghost: [buttonBase, { backgroundColor: 'transparent', color: vars.color.text, borderColor: vars.color.border }],
});

export const chip = style([
  buttonBase,
  {
    minHeight: '36px',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&[aria-pressed="true"], &[aria-current="true"]': { backgroundColor: vars.color.brand, color: vars.color.brandContrast, borderColor: vars.color.brand } },
  },
]);

export const alert = styleVariants({
  info: { padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: vars.color.accentSoft, border: `1px solid ${vars.color.accent}` },
  error: { padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: '#fdecea', border: `1px solid ${vars.color.brand}`, color: vars.color.brandHover },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const stepperButton = style([
  buttonBase,
  { minWidth: '36px', minHeight: '36px', padding: 0, backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
]);

export const stepperValue = style({ minWidth: '2ch', textAlign: 'center', fontWeight: vars.fontWeight.bold });

export const overlay = style({ position: 'fixed', inset: 0, backgroundColor: 'rgba(34, 26, 22, 0.45)', zIndex: 300 });

export const dialog = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 480px)',
  maxHeight: '85vh',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  zIndex: 301,
});

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  // In a narrow column (the menu's store panel on desktop) a term sits above its value, so an address
  // reads as lines, not a word per line beside its label.
  '@container': {
    '(max-width: 320px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
});

globalStyle(`${definitionList} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${definitionList} dt`, {
  '@container': { '(max-width: 320px)': { marginBlockStart: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm } },
});
