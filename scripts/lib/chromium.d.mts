// Types of chromium.mjs, for the browser tests' TypeScript configuration.
import type { Browser } from '@playwright/test';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(): Promise<Browser>;
