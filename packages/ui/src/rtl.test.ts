import { describe, expect, it } from 'vitest';
import { rtlCache, rtlTheme } from './rtl';

/** css is what the right-to-left cache writes for one style rule. */
function css(name: string, styles: string): string {
  const out = rtlCache.insert(`.${name}`, { name, styles, next: undefined }, rtlCache.sheet, false);
  return typeof out === 'string' ? out : String(rtlCache.inserted[name]);
}

describe('the right-to-left styles', () => {
  it('mirror a style and write the -webkit- twin Safari still reads', () => {
    const out = css('a1', 'margin-left:8px;padding-right:2px;user-select:none;');
    expect(out).toContain('margin-right:8px');
    expect(out).toContain('padding-left:2px');
    expect(out).not.toContain('margin-left');
    expect(out).toContain('-webkit-user-select:none');
    expect(out).toContain('user-select:none');
  });

  it('mirror keyframes and keep placeholders, without prefixes no supported browser reads', () => {
    const placeholder = css('a2', '&::placeholder{color:red;padding-left:4px;}');
    expect(placeholder).toContain('::placeholder{color:red;padding-right:4px;}');
    expect(placeholder).not.toContain('-moz-');
    const frames = css('a3', '@keyframes spin{from{left:0;}to{left:4px;}}');
    expect(frames).toContain('right:4px');
    expect(frames).not.toContain('left:');
  });

  it('write -webkit- twins only where a supported browser needs one', () => {
    const out = css('a4', 'display:flex;align-items:center;appearance:none;background-clip:text;');
    expect(out).toContain('-webkit-appearance:none;appearance:none');
    expect(out).toContain('-webkit-background-clip:text;background-clip:text');
    expect(out).not.toContain('-webkit-box');
    expect(out).not.toContain('-ms-');
  });

  it('give the theme the right-to-left direction', () => {
    expect(rtlTheme.direction).toBe('rtl');
  });
});
