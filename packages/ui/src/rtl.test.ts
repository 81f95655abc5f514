import { describe, expect, it } from 'vitest';
import { rtlCache, rtlTheme } from './rtl';

/** css is what the right-to-left cache writes for one style rule. */
function css(name: string, styles: string): string {
  const out = rtlCache.insert(`.${name}`, { name, styles, next: undefined }, rtlCache.sheet, false);
  return typeof out === 'string' ? out : String(rtlCache.inserted[name]);
}

describe('the right-to-left styles', () => {
  it('mirror a style and keep the vendor prefixes the usual cache adds', () => {
    const out = css('a1', 'margin-left:8px;padding-right:2px;user-select:none;');
    expect(out).toContain('margin-right:8px');
    expect(out).toContain('padding-left:2px');
    expect(out).not.toContain('margin-left');
    expect(out).toContain('-webkit-user-select:none');
    expect(out).toContain('user-select:none');
  });

  it('prefix placeholders and keyframes as the usual cache does', () => {
    expect(css('a2', '&::placeholder{color:red;}')).toContain('::-webkit-input-placeholder');
    expect(css('a3', '@keyframes spin{from{left:0;}to{left:4px;}}')).toContain('@-webkit-keyframes');
  });

  it('give the theme the right-to-left direction', () => {
    expect(rtlTheme.direction).toBe('rtl');
  });
});
