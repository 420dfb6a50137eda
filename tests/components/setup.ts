import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a test waits for often needs code loaded on demand (a form, a dialog), and that code's first import in
// the run is also its first transform: on a busy 2-core runner that took longer than Testing Library's
// default second. A wait that is met returns at once, so only a failing test waits the longer; still under
// the test's own 5 s, so a failure shows Testing Library's account of the screen.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => cleanup());
