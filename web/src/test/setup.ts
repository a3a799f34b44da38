import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens and dialogs import their chunks on first use; on a busy two-core machine that can take longer than
// Testing Library's default one second. Waiting longer only matters when a test is about to fail anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
