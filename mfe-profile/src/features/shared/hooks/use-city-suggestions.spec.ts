import { act, renderHook, waitFor } from '@testing-library/react';

const suggestCities = jest.fn((query: string) => [`${query}ton, MA`]);
jest.mock('../utils/city-list', () => ({ suggestCities }));

import { useCitySuggestions } from './use-city-suggestions';

// The hook's module keeps the list once downloaded: the test without a download comes first.

describe('useCitySuggestions', () => {
  it('does not download the city list for the saved location shown when the page opens', async () => {
    const { result } = renderHook(() => useCitySuggestions('Boston, MA'));
    await act(() => Promise.resolve());
    expect(result.current.suggestions).toEqual([]);
    expect(suggestCities).not.toHaveBeenCalled();
  });

  it('suggests cities once she changes the location', async () => {
    const { result, rerender } = renderHook(({ query }) => useCitySuggestions(query), { initialProps: { query: 'Boston, MA' } });
    rerender({ query: 'Bos' });
    await waitFor(() => expect(result.current.suggestions).toEqual(['Boston, MA']));
  });
});
