import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetStores } from './reset-stores.ts';

beforeEach(() => {
  // Tests in the node environment (the server's view) have no storage to clear.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  resetStores();
});

afterEach(() => {
  cleanup();
});
