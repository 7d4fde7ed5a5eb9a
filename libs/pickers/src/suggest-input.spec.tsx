import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SuggestInput } from './suggest-input';

function Field({ onEnter }: { onEnter?: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="specialty">Add a specialty</label>
      <SuggestInput
        id="specialty"
        value={value}
        onChange={setValue}
        suggestions={value ? ['Oncology', 'Orthopedics'].filter((name) => name.toLowerCase().startsWith(value.toLowerCase())) : []}
        onPick={setValue}
        onEnter={onEnter}
      />
    </>
  );
}

describe('SuggestInput', () => {
  it('is a plain labelled field until first used, then the combobox with the focus and the caret kept', async () => {
    const onEnter = jest.fn();
    render(<Field onEnter={onEnter} />);
    const plain = screen.getByLabelText('Add a specialty');
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.keyDown(plain, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledWith('');

    act(() => {
      plain.focus();
      fireEvent.change(plain, { target: { value: 'On' } });
      (plain as HTMLInputElement).setSelectionRange(1, 1);
    });

    const combobox = (await screen.findByRole('combobox')) as HTMLInputElement;
    expect(combobox).toBe(screen.getByLabelText('Add a specialty'));
    expect(combobox.value).toBe('On');
    expect(document.activeElement).toBe(combobox);
    expect(combobox.selectionStart).toBe(1);
    expect(await screen.findByRole('option', { name: 'Oncology' })).toBeTruthy();
  });

  it('renders the combobox at once once its code is on the page', async () => {
    const first = render(<Field />);
    fireEvent.focus(screen.getByLabelText('Add a specialty'));
    await screen.findByRole('combobox');
    first.unmount();
    await act(async () => {
      render(<Field />);
    });
    expect(screen.getByRole('combobox')).toBeTruthy();
  });
});
