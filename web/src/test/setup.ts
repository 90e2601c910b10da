import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initTestI18n } from './test-i18n.ts';

await initTestI18n();
afterEach(() => cleanup());
