import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// No test may depend on the machine's speed: findBy*/waitFor wait up to 15 s (not 1 s), a test up to a minute.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });
