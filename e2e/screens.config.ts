import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screens`: the screenshots of every visitor screen in docs/screens/ (not a test run).
export default defineConfig({ ...base, testDir: './screens', timeout: 120_000 });
