import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '@reach/ui/graphql';
import { fieldErrorsOf } from './serverErrors';

describe('fieldErrorsOf', () => {
  it('puts every rule a submit broke on its field', () => {
    const e = new GraphQLRequestError('Please answer yes or no', 'BAD_USER_INPUT', [
      {
        message: 'Please answer yes or no',
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'onBehalfOf',
          fields: [
            { field: 'onBehalfOf', message: 'Please answer yes or no' },
            { field: 'onBehalfOfId', message: 'Please select a field worker' },
            { field: 'numSalvations', message: 'This field is required' },
          ],
        } as never,
      },
    ]);
    expect(fieldErrorsOf(e, { onBehalfOfId: 'onBehalfOfContactId' })).toEqual({
      onBehalfOf: 'Please answer yes or no',
      onBehalfOfContactId: 'Please select a field worker',
      numSalvations: 'This field is required',
    });
  });

  it('reads the one field of a save that was refused', () => {
    const e = new GraphQLRequestError('Please select a quarter', 'BAD_USER_INPUT', [{ message: 'Please select a quarter', extensions: { code: 'BAD_USER_INPUT', field: 'quarter' } as never }]);
    expect(fieldErrorsOf(e)).toEqual({ quarter: 'Please select a quarter' });
  });

  it('leaves other errors to the caller', () => {
    expect(fieldErrorsOf(new GraphQLRequestError('Report not found', 'NOT_FOUND'))).toBeUndefined();
    expect(fieldErrorsOf(new Error('offline'))).toBeUndefined();
  });
});
