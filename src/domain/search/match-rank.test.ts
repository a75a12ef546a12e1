// The opportunity picker's rank (issue 55): nameMatchRank with "anywhere" split at a word's start.
import { describe, expect, it } from 'vitest';
import { wordStartMatchRank } from './match-rank';

describe('wordStartMatchRank', () => {
  it('ranks the whole name, its start, a word past its start, then anywhere', () => {
    expect(wordStartMatchRank('Kora Heights', 'kora heights')).toBe(0);
    expect(wordStartMatchRank('Kora Heights', 'KOR')).toBe(1);
    expect(wordStartMatchRank('Kora Heights', 'hei')).toBe(2);
    expect(wordStartMatchRank('Kora Heights', 'eig')).toBe(3);
    expect(wordStartMatchRank('Kora Heights', 'zz')).toBeNull();
  });

  it('takes the text typed whole, separators included, at any of its places', () => {
    // 'kor al' begins no word at the name's first 'kor a' (that is 'kor an'), but does at its second.
    expect(wordStartMatchRank('Kor an kor al', 'kor al')).toBe(2);
    expect(wordStartMatchRank('Al Mian Kor', 'mian kor')).toBe(2);
    expect(wordStartMatchRank('Mian Koral', 'an kor')).toBe(3);
    // Punctuation separates words; a text typed that begins with a separator begins no word.
    expect(wordStartMatchRank('Al-Kor (Mian) Homes', 'kor (m')).toBe(2);
    expect(wordStartMatchRank('Al-Kor (Mian) Homes', 'mian)')).toBe(2);
    expect(wordStartMatchRank('Al-Kor Homes', '-kor')).toBe(3);
    expect(wordStartMatchRank('Akor Homes', 'kor')).toBe(3);
  });
});
