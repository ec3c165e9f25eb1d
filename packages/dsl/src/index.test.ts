import { it, expect } from 'vitest';
import { VERSION } from './index';
it('loads', () => expect(VERSION).toBe('0.1.0'));
