import { describe, expect, it } from 'vitest';
import { parseAssignmentList } from './assignment-list.ts';

describe('parseAssignmentList', () => {
  it('reads a pasted column or a list by commas, in any usual form, once each', () => {
    expect(
      parseAssignmentList('7011234567\n+7 (700) 100-00-05\r\n87011234567;  \n\t8 777 123 45 67, abc, 123'),
    ).toEqual({
      msisdns: ['7011234567', '7001000005', '7771234567'],
      invalid: ['abc', '123'],
    });
    expect(parseAssignmentList(' \n ')).toEqual({ msisdns: [], invalid: [] });
  });
});
