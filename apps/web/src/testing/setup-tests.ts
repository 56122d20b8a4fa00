import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetStores } from './reset-stores.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
});

afterEach(() => {
  cleanup();
});
