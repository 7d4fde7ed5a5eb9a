import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SpecialtyPicker } from './specialty-picker';

function Picker({ resolve, onFocus }: { resolve: (text: string) => string[] | null | Promise<string[] | null>; onFocus?: () => void }) {
  const [items, setItems] = useState<string[]>([]);
  return (
    <SpecialtyPicker
      id="experienced"
      label="Add a specialty"
      chipsLabel="Experienced in"
      items={items}
      onChange={setItems}
      suggest={() => []}
      resolve={resolve}
      onFocus={onFocus}
    />
  );
}

describe('SpecialtyPicker', () => {
  it('adds what a rule still loading answers once it has, and tells the caller the field was focused', async () => {
    let answer: (items: string[] | null) => void = () => undefined;
    const onFocus = jest.fn();
    render(<Picker resolve={() => new Promise((resolve) => (answer = resolve))} onFocus={onFocus} />);
    const field = screen.getByLabelText('Add a specialty') as HTMLInputElement;
    act(() => field.focus());
    expect(onFocus).toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'pediatircs' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(screen.queryByRole('list', { name: 'Experienced in' })).toBeNull();
    expect(field.value).toBe('pediatircs');

    await act(async () => answer(['Pediatrics']));
    expect(within(screen.getByRole('list', { name: 'Experienced in' })).getByText('Pediatrics')).toBeTruthy();
    expect((screen.getByLabelText('Add a specialty') as HTMLInputElement).value).toBe('');
  });

  it('keeps the text when the rule matches nothing', () => {
    render(<Picker resolve={() => null} />);
    const field = screen.getByLabelText('Add a specialty') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'basket weaving' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(field.value).toBe('basket weaving');
    expect(screen.queryByRole('list', { name: 'Experienced in' })).toBeNull();
  });
});
