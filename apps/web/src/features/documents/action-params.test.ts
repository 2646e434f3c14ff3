import { describe, expect, it } from 'vitest';
import { fileUrlOf } from './action-params.ts';

describe('fileUrlOf', () => {
  it('reads file_url from the params text', () => {
    expect(fileUrlOf('{"file_url":"/api/files/1.pdf"}')).toBe('/api/files/1.pdf');
    expect(fileUrlOf('{"file_url":"https://files.example.kz/a.xlsx","x":1}')).toBe(
      'https://files.example.kz/a.xlsx',
    );
  });
  it('offers no link for other params, bad JSON or a script address', () => {
    expect(fileUrlOf(null)).toBeNull();
    expect(fileUrlOf('{"label":"x"}')).toBeNull();
    expect(fileUrlOf('{oops')).toBeNull();
    expect(fileUrlOf('{"file_url":"javascript:alert(1)"}')).toBeNull();
    expect(fileUrlOf('{"file_url":"//evil.example/x"}')).toBeNull();
  });
});
