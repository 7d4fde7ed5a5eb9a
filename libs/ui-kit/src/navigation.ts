// The kit's navigation entry: the product's tabs (WAI-ARIA tabs drawn from the theme, see tabs.tsx).
export * from './tabs';
