import { describe, expect, it } from 'vitest';
import { pageFor } from './pages';

describe('pageFor', () => {
  it('finds the page a signed-in address opens', () => {
    expect(pageFor('/upgs')?.path).toBe('/upgs');
    expect(pageFor('/upgs/42/info')?.path).toBe('/upgs/:id/:tab');
    expect(pageFor('/upgs/42/reports/edit/7')?.path).toBe('/upgs/:id/reports/edit/:reportId');
    expect(pageFor('/training-reports/quarterly/edit/3')?.path).toBe('/training-reports/quarterly/edit/:reportId');
    expect(pageFor('/training-reports/event')?.path).toBe('/training-reports/:tab');
    expect(pageFor('/holistic-projects/9/loan-agreement/view/4')?.path).toBe('/holistic-projects/:projectId/loan-agreement/view/:loanAgreementId');
  });

  it('shares one page between a view and its signing', () => {
    expect(pageFor('/loan-agreement/sign/4')?.load).toBe(pageFor('/holistic-projects/9/loan-agreement/view/4')?.load);
    expect(pageFor('/loan-agreement/sign/4')?.sign).toBe(true);
    expect(pageFor('/mou/sign/5')?.load).toBe(pageFor('/mous/view/5')?.load);
  });

  it('has no page for redirects, the partner area or unknown addresses', () => {
    expect(pageFor('/upgs/42')).toBeUndefined();
    expect(pageFor('/partner/adopt-a-upg')).toBeUndefined();
    expect(pageFor('/no-such-page')).toBeUndefined();
  });
});
