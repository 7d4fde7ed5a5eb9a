import { readFieldErrors } from './field-errors';

describe('readFieldErrors', () => {
  it("names each refused field with the server's first message for it", () => {
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        message: 'The expiry date must be after the issue date',
        errors: [
          { field: 'expiryDate', message: 'The expiry date must be after the issue date' },
          { field: 'expiryDate', message: 'Use a calendar date as YYYY-MM-DD, e.g. 2027-01-31' },
          { field: 'state', message: 'Use the two-letter code of a US state, e.g. TX' },
        ],
      },
    };
    expect(readFieldErrors(error)).toEqual({
      expiryDate: 'The expiry date must be after the issue date',
      state: 'Use the two-letter code of a US state, e.g. TX',
    });
  });

  it('is empty for a failure that names no field', () => {
    expect(readFieldErrors({ status: 404, data: { statusCode: 404, message: 'Licence not found' } })).toEqual({});
    expect(readFieldErrors({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({});
    expect(readFieldErrors({ status: 400, data: { errors: [{ field: 3 }, 'text'] } })).toEqual({});
  });
});
