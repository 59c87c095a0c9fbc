import { describe, expect, it } from 'vitest';
import {
  bodyParts,
  fromWireBody,
  insertMention,
  mentionQueryAt,
  toWireBody,
} from './mention-model';

const ana = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana' };
const anaSouza = { id: '22222222-2222-4222-8222-222222222222', name: 'Ana Souza' };

describe('mention model', () => {
  it('finds the word typed after @ before the caret', () => {
    expect(mentionQueryAt('Oi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('email@empresa', 13)).toBeNull();
    expect(mentionQueryAt('Oi @ana e', 9)).toBeNull();
  });

  it('inserts the picked name and moves the caret after it', () => {
    const at = { start: 3, query: 'an' };
    expect(insertMention('Oi @an tudo bem?', at, 'Ana Souza')).toEqual({
      text: 'Oi @Ana Souza tudo bem?',
      caret: 14,
    });
  });

  it('turns picked names into tokens, longest name first, and back', () => {
    const wire = toWireBody('@Ana Souza e @Ana, vejam', [ana, anaSouza]);
    expect(wire).toBe(`<@${anaSouza.id}> e <@${ana.id}>, vejam`);
    expect(fromWireBody(wire, [ana, anaSouza])).toBe('@Ana Souza e @Ana, vejam');
  });

  it('splits a body into text and mentions, unknown people shown as usuário', () => {
    const gone = '33333333-3333-4333-8333-333333333333';
    expect(bodyParts(`Oi <@${ana.id}> e <@${gone}>!\nAbraço`, [ana])).toEqual([
      { kind: 'text', offset: 0, text: 'Oi ' },
      { kind: 'mention', offset: 3, id: ana.id, name: 'Ana' },
      { kind: 'text', offset: 42, text: ' e ' },
      { kind: 'mention', offset: 45, id: gone, name: 'usuário' },
      { kind: 'text', offset: 84, text: '!\nAbraço' },
    ]);
  });
});
