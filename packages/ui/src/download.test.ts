import { describe, expect, it } from 'vitest';
import { agreementPdfPath, filenameFrom, isWebPage } from './download';

describe('downloads', () => {
  it('reads the UTF-8 filename first, then the plain one, else the fallback', () => {
    expect(filenameFrom(`attachment; filename="Loan Agreement v2.pdf"; filename*=UTF-8''Pr%C3%A9t%20Jos%C3%A9%20v2.pdf`, 'x.pdf')).toBe('Prét José v2.pdf');
    expect(filenameFrom('attachment; filename="Loan Agreement v2.pdf"', 'x.pdf')).toBe('Loan Agreement v2.pdf');
    expect(filenameFrom(null, 'x.pdf')).toBe('x.pdf');
    expect(filenameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.pdf')).toBe('x.pdf');
  });
  it("takes the app's index.html, which answers a path the server does not route, for no file", () => {
    expect(isWebPage('text/html; charset=utf-8')).toBe(true);
    expect(isWebPage('application/pdf')).toBe(false);
    expect(isWebPage('application/json')).toBe(false);
    expect(isWebPage(null)).toBe(false);
  });
  it('escapes the id in the PDF path', () => {
    expect(agreementPdfPath('a/b')).toBe('/agreements/a%2Fb/pdf');
  });
});
