import { describe, expect, it } from 'vitest';
import { idGrupForum, idGrupKomentar, idGrupPanelKomentar, idThreadForum, parseIdGrupKomentar, parseIdThreadForum } from './ids';

describe('chat ids (spec 2 §4)', () => {
  it('prefixes the LMS groups and parses them back', () => {
    expect(idGrupKomentar('ujian', 12)).toBe('LMS-UJIAN-12');
    expect(parseIdGrupKomentar('LMS-TUGAS-7')).toEqual({ jenis: 'tugas', idKonten: '7' });
    expect(parseIdGrupKomentar('LMS-FORUM-x')).toBeNull();
    expect(idGrupForum('20261_1_3_1_1')).toBe('LMS-FORUM-20261_1_3_1_1');
  });
  it('forum threads are FORUM__{id}', () => {
    expect(idThreadForum(5)).toBe('FORUM__5');
    expect(parseIdThreadForum('FORUM__5')).toBe(5);
    expect(parseIdThreadForum('FORUM__x')).toBeNull();
    expect(parseIdThreadForum(null)).toBeNull();
  });
  it('a task group uses its own id; other panels derive the content group', () => {
    expect(idGrupPanelKomentar('kelompok', 7, 'k-15')).toBe('k-15');
    expect(idGrupPanelKomentar('kelompok', 7)).toBeNull();
    expect(idGrupPanelKomentar('tugas', 7)).toBe('LMS-TUGAS-7');
  });
});
