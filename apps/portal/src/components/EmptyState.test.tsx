// A list the user may not read shows the 'Insufficient permissions' notice alone, never above
// its friendly empty state; any other list without items shows the empty state.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '@reach/ui';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the empty state for a list with nothing in it', () => {
    const html = renderToStaticMarkup(<EmptyState title="No Reports" />);
    expect(html).toContain('No Reports');
    expect(html).not.toContain('Insufficient permissions');
  });

  it('shows only the permission notice when the list may not be read', () => {
    const forbidden = new GraphQLRequestError('Insufficient permissions', 'FORBIDDEN');
    const html = renderToStaticMarkup(<EmptyState title="No Reports" error={forbidden} />);
    expect(html).toContain('Insufficient permissions');
    expect(html).not.toContain('No Reports');
  });

  it('keeps the empty state when the error is not about permission (the error is notified)', () => {
    const html = renderToStaticMarkup(<EmptyState title="No Reports" error={new Error('Network down')} />);
    expect(html).toContain('No Reports');
  });
});
