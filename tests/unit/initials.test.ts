import { describe, expect, it } from 'vitest';
import { getInitials } from '@/lib/format/initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials('Ana Maria de Souza')).toBe('AS');
    expect(getInitials('ângela   ramos ')).toBe('ÂR');
  });

  it('takes one letter from a single name', () => {
    expect(getInitials('Carla')).toBe('C');
  });

  it('is empty for an empty name', () => {
    expect(getInitials('   ')).toBe('');
  });
});
