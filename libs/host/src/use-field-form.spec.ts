import { act, renderHook } from '@testing-library/react';
import { splitFieldErrors, useFieldForm } from './use-field-form';

interface Values {
  title: string;
  payMin: number | null;
}

const refusal = (status: number, data: unknown) => ({ status, data });

function renderForm(conflictField?: keyof Values & string) {
  return renderHook(() =>
    useFieldForm<Values>({ title: '', payMin: null }, { fields: ['title', 'payMin'], fallback: 'It was not saved.', conflictField }),
  );
}

describe('splitFieldErrors', () => {
  it('keeps messages for fields the form shows and lists the others', () => {
    expect(splitFieldErrors({ state: 'Use a state', showOnProfile: 'must be true or false' }, ['state', 'number'])).toEqual({
      byField: { state: 'Use a state' },
      other: ['must be true or false'],
    });
  });
});

describe('useFieldForm', () => {
  it('sends the values as set and clears an earlier refusal once saved', async () => {
    const { result } = renderForm();
    act(() => result.current.field('title').onChange('ICU nurse'));
    await act(async () => {
      await result.current.save(() =>
        Promise.reject(refusal(400, { message: 'Check the form', errors: [{ field: 'title', message: 'Too short' }] })),
      );
    });
    expect(result.current.errors).toEqual({ title: 'Too short' });
    const request = jest.fn().mockResolvedValue(null);
    let saved = false;
    await act(async () => {
      saved = await result.current.save(request);
    });
    expect(saved).toBe(true);
    expect(request).toHaveBeenCalledWith({ title: 'ICU nurse', payMin: null });
    expect(result.current.errors).toEqual({});
    expect(result.current.problem).toBeNull();
  });

  it("shows a message that names no field of the form above it, and the server's message when none is named", async () => {
    const { result } = renderForm();
    await act(async () => {
      await result.current.save(() =>
        Promise.reject(refusal(400, { message: 'Bad', errors: [{ field: 'status', message: 'Not a status' }] })),
      );
    });
    expect(result.current.problem).toBe('Not a status');
    await act(async () => {
      await result.current.save(() => Promise.reject(refusal(429, { message: 'Too many changes; wait a minute' })));
    });
    expect(result.current.problem).toBe('Too many changes; wait a minute');
    await act(async () => {
      await result.current.save(() => Promise.reject(refusal(500, { message: 'Internal server error' })));
    });
    expect(result.current.problem).toBe('It was not saved.');
  });

  it('puts a conflict that names no field beside the field the form names for it', async () => {
    const { result } = renderForm('payMin');
    await act(async () => {
      await result.current.save(() => Promise.reject(refusal(409, { message: 'A published listing keeps its pay' })));
    });
    expect(result.current.errors).toEqual({ payMin: 'A published listing keeps its pay' });
    expect(result.current.problem).toBeNull();
  });

  it("shows a refusal in the form's words for its field, given the server's message and the values sent, and counts refusals", async () => {
    const { result } = renderHook(() =>
      useFieldForm<Values>(
        { title: '', payMin: null },
        {
          fields: ['title', 'payMin'],
          fallback: 'It was not saved.',
          wording: { payMin: (message, values) => (values.payMin === null ? 'Enter the lowest pay' : message) },
        },
      ),
    );
    const refuse = () =>
      result.current.save(() =>
        Promise.reject(
          refusal(400, {
            message: 'Bad',
            errors: [
              { field: 'title', message: 'Give the title' },
              { field: 'payMin', message: 'payMin is an amount in dollars' },
            ],
          }),
        ),
      );
    expect(result.current.refusals).toBe(0);
    await act(refuse);
    expect(result.current.errors).toEqual({ title: 'Give the title', payMin: 'Enter the lowest pay' });
    act(() => result.current.field('payMin').onChange(-1));
    await act(refuse);
    expect(result.current.errors).toEqual({ title: 'Give the title', payMin: 'payMin is an amount in dollars' });
    expect(result.current.refusals).toBe(2);
  });
});
