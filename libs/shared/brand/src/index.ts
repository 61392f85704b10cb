// Public surface of the brand library: the four fictional brands, their design tokens, logos,
// CSS variables, the breakpoints of spec point 9 and the per-brand variant mechanism.
export * from './brands';
export * from './breakpoints';
export * from './tokens';
export * from './logos';
export * from './brand-css';
export * from './variants';
export * from './brand-definition';
export { contrastRatio, relativeLuminance } from './contrast';
