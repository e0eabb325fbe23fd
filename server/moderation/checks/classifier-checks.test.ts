import { describe, expect, it } from 'vitest';
import { normalizeText } from '../rules/normalize.js';
import { overruledByDenial } from './classifier-checks.js';

describe('overruledByDenial', () => {
  it('overrules the hate reading of a denial, and the tone reading only where hate or harshness leads it', () => {
    const denial = normalizeText('Black people are not animals.');
    expect(overruledByDenial(denial, 'harsh')).toEqual({ hate: true, tone: true });
    expect(overruledByDenial(denial, 'hate')).toEqual({ hate: true, tone: true });
    expect(overruledByDenial(denial, 'condescending')).toEqual({ hate: true, tone: false });
    expect(overruledByDenial(normalizeText('Black people are animals.'), 'hate')).toEqual({ hate: false, tone: false });
  });
});
