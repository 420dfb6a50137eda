import { describe, expect, it } from 'vitest';
import { addTag, removeTag, typeTagText } from '@/components/foodstuffs/tag-rules';

describe('image tags', () => {
  it('a comma commits the trimmed piece before it and keeps the rest in the box', () => {
    expect(typeTagText({ tags: [], text: 'fru' }, 'fruta,')).toEqual({ tags: ['fruta'], text: '' });
    expect(typeTagText({ tags: ['fruta'], text: '' }, '  doce , verm')).toEqual({
      tags: ['fruta', 'doce'],
      text: 'verm',
    });
    expect(typeTagText({ tags: [], text: '' }, 'maçã')).toEqual({ tags: [], text: 'maçã' });
  });

  it('ignores empty pieces and repeats, ignoring case', () => {
    expect(typeTagText({ tags: ['Fruta'], text: '' }, 'fruta,,')).toEqual({ tags: ['Fruta'], text: '' });
    expect(addTag(['pão'], '  ')).toEqual(['pão']);
    expect(addTag(['pão'], 'PÃO')).toEqual(['pão']);
    expect(addTag(['pao'], 'pão')).toEqual(['pao', 'pão']);
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
