import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('accepts a body nested exactly to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(Buffer.from(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(nested(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts objects and arrays alike, and levels closed before others open do not add up', () => {
    const deepObject = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    expect(nestsDeeperThan(Buffer.from(deepObject), MAX_JSON_DEPTH)).toBe(true);
    const wide = `[${Array.from({ length: 1000 }, () => nested(10)).join(',')}]`;
    expect(nestsDeeperThan(Buffer.from(wide), MAX_JSON_DEPTH)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ comments: `${'['.repeat(500)} "quoted \\" [[[[ ${'{'.repeat(500)}` });
    expect(nestsDeeperThan(Buffer.from(text), MAX_JSON_DEPTH)).toBe(false);
  });

  it('reads UTF-16 and UTF-32 bodies by their code units, whatever the byte order', () => {
    const deep = nested(40, '{"k":[', ']}');
    const utf16le = Buffer.from(deep, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    expect(nestsDeeperThan(utf16le, MAX_JSON_DEPTH, 'utf-16le')).toBe(true);
    expect(nestsDeeperThan(utf16be, MAX_JSON_DEPTH, 'utf-16be')).toBe(true);
    const utf32le = Buffer.alloc(deep.length * 4);
    [...deep].forEach((char, i) => utf32le.writeUInt32LE(char.codePointAt(0)!, i * 4));
    expect(nestsDeeperThan(utf32le, MAX_JSON_DEPTH, 'utf-32le')).toBe(true);
    // A character whose bytes include those of "[" and '"' (U+225B) is text, not structure.
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ a: '\u225b'.repeat(100) }), 'utf16le'), MAX_JSON_DEPTH, 'utf-16le')).toBe(false);
  });

  it('refuses a body nested 5,000 levels deep, the kind that would exhaust the parser', () => {
    expect(nestsDeeperThan(Buffer.from(nested(5000)), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(Buffer.from(nested(5000, '{"a":', '}')), MAX_JSON_DEPTH)).toBe(true);
  });
});
