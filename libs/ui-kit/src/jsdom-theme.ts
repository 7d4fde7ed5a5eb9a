/**
 * The theme for screen tests in jsdom: antd without its run-time CSS and without motion. jsdom's
 * getComputedStyle walks every injected rule, which makes each role query over a form take seconds, and
 * jsdom ends no CSS transition, so closing dialogs and lists would never finish.
 */
export const JSDOM_THEME = { zeroRuntime: true, token: { motion: false } } as const;
